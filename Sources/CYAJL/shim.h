// YAJL's parser, generator and tree headers, exposed to Swift as the CYAJL module.
#include <yajl/yajl_parse.h>
#include <yajl/yajl_gen.h>
#include <yajl/yajl_tree.h>
#include <yajl/yajl_version.h>
