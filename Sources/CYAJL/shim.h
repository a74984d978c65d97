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

// Locale-independent number conversion for CurlewJSON (JSON's decimal point is always '.'): glibc's strtod_l and
// strtof_l with the "C" locale. They are GNU extensions, so they are declared here rather than through _GNU_SOURCE.
#include <locale.h>
#include <stdlib.h>

double strtod_l(const char *restrict text, char **restrict end, locale_t locale);
float strtof_l(const char *restrict text, char **restrict end, locale_t locale);

/// The "C" locale, made once (thread-safe; a losing racer frees its copy).
static inline locale_t cyajl_c_locale(void) {
    static locale_t cached;
    locale_t current = __atomic_load_n(&cached, __ATOMIC_ACQUIRE);
    if (current) return current;
    locale_t created = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    locale_t expected = (locale_t)0;
    if (!__atomic_compare_exchange_n(&cached, &expected, created, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        freelocale(created);
        return expected;
    }
    return created;
}

/// The correctly rounded double of a NUL-terminated JSON number, whatever the process locale.
static inline double cyajl_strtod(const char *text) { return strtod_l(text, NULL, cyajl_c_locale()); }

/// The correctly rounded float of a NUL-terminated JSON number, whatever the process locale.
static inline float cyajl_strtof(const char *text) { return strtof_l(text, NULL, cyajl_c_locale()); }
