// YAJL's parser, generator and tree headers, exposed to Swift as the CYAJL module.
#include <yajl/yajl_parse.h>
#include <yajl/yajl_gen.h>
#include <yajl/yajl_tree.h>
#include <yajl/yajl_version.h>

// Typed wrappers for yajl's variadic configuration calls: Swift cannot call a C variadic function, and calling
// one through a fixed-signature pointer is undefined behaviour. Each wrapper passes exactly one typed argument.

/// Turns a parser flag (`yajl_allow_comments`, `yajl_dont_validate_strings`, ...) on (1) or off (0).
static inline int cyajl_config_flag(yajl_handle handle, yajl_option option, int on) {
    return yajl_config(handle, option, on);
}

/// Turns a generator flag (`yajl_gen_beautify`, `yajl_gen_validate_utf8`, ...) on (1) or off (0).
static inline int cyajl_gen_config_flag(yajl_gen generator, yajl_gen_option option, int on) {
    return yajl_gen_config(generator, option, on);
}

/// Sets the generator's indent string (`yajl_gen_indent_string`); yajl keeps the pointer, which must outlive it.
static inline int cyajl_gen_config_indent(yajl_gen generator, const char *indent) {
    return yajl_gen_config(generator, yajl_gen_indent_string, indent);
}
