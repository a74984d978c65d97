// The benchmark's ceiling for anything built on yajl: a raw parse with no-op callbacks.
#ifndef CYAJLANCHOR_H
#define CYAJLANCHOR_H

#include <stddef.h>

/// Parses `length` bytes with yajl and callbacks that do nothing (numbers through `yajl_number`, as CurlewJSON
/// reads them); returns 0 when the document is valid JSON, -1 otherwise.
int cyajlanchor_parse(const unsigned char *bytes, size_t length);

#endif
