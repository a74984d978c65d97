import CYAJL

/// Typed entry points to yajl's variadic `yajl_config`, through the `static inline` wrappers in CYAJL's shim.h
/// (Swift cannot call C variadic functions).
enum YAJLOptions {
    /// Turns a parser flag (`yajl_allow_comments`, ...) on or off.
    static func set(_ option: yajl_option, _ on: Bool, on handle: yajl_handle) {
        _ = cyajl_config_flag(handle, option, on ? 1 : 0)
    }
}
