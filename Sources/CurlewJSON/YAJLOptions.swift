import CYAJL

/// Typed entry points to yajl's variadic `yajl_config` and `yajl_gen_config`, through the `static inline`
/// wrappers in CYAJL's shim.h (Swift cannot call C variadic functions).
enum YAJLOptions {
    /// Turns a parser flag (`yajl_allow_comments`, ...) on or off.
    static func set(_ option: yajl_option, _ on: Bool, on handle: yajl_handle) {
        _ = cyajl_config_flag(handle, option, on ? 1 : 0)
    }

    /// Turns a generator flag (`yajl_gen_beautify`, `yajl_gen_validate_utf8`, ...) on or off.
    static func set(_ option: yajl_gen_option, _ on: Bool, on generator: yajl_gen) {
        _ = cyajl_gen_config_flag(generator, option, on ? 1 : 0)
    }

    /// Sets the generator's indent string; yajl keeps the pointer, so it must be a static string.
    static func setIndent(_ indent: StaticString, on generator: yajl_gen) {
        let pointer = UnsafeRawPointer(indent.utf8Start).assumingMemoryBound(to: CChar.self)
        _ = cyajl_gen_config_indent(generator, pointer)
    }
}
