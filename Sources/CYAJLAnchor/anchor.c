#include "CYAJLAnchor.h"

#include <yajl/yajl_parse.h>

static int on_null(void *context) { (void)context; return 1; }
static int on_boolean(void *context, int value) { (void)context; (void)value; return 1; }
static int on_number(void *context, const char *text, size_t length) {
    (void)context; (void)text; (void)length; return 1;
}
static int on_string(void *context, const unsigned char *text, size_t length) {
    (void)context; (void)text; (void)length; return 1;
}
static int on_start(void *context) { (void)context; return 1; }
static int on_end(void *context) { (void)context; return 1; }

static const yajl_callbacks callbacks = {
    on_null, on_boolean, NULL, NULL, on_number, on_string, on_start, on_string, on_end, on_start, on_end,
};

int cyajlanchor_parse(const unsigned char *bytes, size_t length) {
    yajl_handle handle = yajl_alloc(&callbacks, NULL, NULL);
    if (handle == NULL) return -1;
    yajl_status status = yajl_parse(handle, bytes, length);
    if (status == yajl_status_ok) status = yajl_complete_parse(handle);
    yajl_free(handle);
    return status == yajl_status_ok ? 0 : -1;
}
