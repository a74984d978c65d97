import CYAJL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Typed entry points to yajl's variadic `yajl_config` and `yajl_gen_config`, which Swift cannot call directly.
///
/// The symbols are looked up once and called through non-variadic C function types. That is sound on the
/// System V x86-64 and AArch64 Linux ABIs Curlew targets, where an `int` or pointer variadic argument travels in
/// the same register as a fixed one. (A C shim in CYAJL would be the tidier home for this; see the report.)
enum YAJLOptions {
    private typealias ParserConfig = @convention(c) (yajl_handle?, yajl_option, Int32) -> Int32
    private typealias GeneratorIntConfig = @convention(c) (yajl_gen?, yajl_gen_option, Int32) -> Int32
    private typealias GeneratorStringConfig =
        @convention(c) (yajl_gen?, yajl_gen_option, UnsafePointer<CChar>?) -> Int32

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer {
        let process = dlopen(nil, RTLD_NOW)
        guard let symbol = dlsym(process, name) else { fatalError("libyajl has no \(name)") }
        return symbol
    }

    private static let parserConfig = unsafeBitCast(symbol("yajl_config"), to: ParserConfig.self)
    private static let generatorIntConfig = unsafeBitCast(symbol("yajl_gen_config"), to: GeneratorIntConfig.self)
    private static let generatorStringConfig = unsafeBitCast(
        symbol("yajl_gen_config"),
        to: GeneratorStringConfig.self
    )

    /// Turns a parser flag (`yajl_allow_comments`, ...) on or off.
    static func set(_ option: yajl_option, _ on: Bool, on handle: yajl_handle) {
        _ = parserConfig(handle, option, on ? 1 : 0)
    }

    /// Turns a generator flag (`yajl_gen_beautify`, `yajl_gen_validate_utf8`, ...) on or off.
    static func set(_ option: yajl_gen_option, _ on: Bool, on generator: yajl_gen) {
        _ = generatorIntConfig(generator, option, on ? 1 : 0)
    }

    /// Sets the generator's indent string; yajl keeps the pointer, so it must be a static string.
    static func setIndent(_ indent: StaticString, on generator: yajl_gen) {
        let pointer = UnsafeRawPointer(indent.utf8Start).assumingMemoryBound(to: CChar.self)
        _ = generatorStringConfig(generator, yajl_gen_indent_string, pointer)
    }
}
