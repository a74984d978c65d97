// libcurl's public header, exposed to Swift as the CCurl module.
#include <curl/curl.h>
