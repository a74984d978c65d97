// What the TLS handshake of a transfer's connection negotiated, asked of libcurl's own OpenSSL.
//
// libcurl 7.88 tells the HTTP version of a transfer (CURLINFO_HTTP_VERSION) only once its response head
// arrives. Its OpenSSL connection object (CURLINFO_TLS_SSL_PTR) knows the ALPN choice as soon as the
// handshake is done. SSL_get0_alpn_selected is looked up in the libssl that libcurl already loaded, rather
// than linked: the object must be read by the very library that made it, and Curlew then needs neither
// OpenSSL's headers nor a link to it.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

#include "CCurlShim.h"

typedef void (*alpn_selected_function)(const void *ssl, const unsigned char **data, unsigned int *length);

static alpn_selected_function alpn_selected;
static pthread_once_t alpn_selected_once = PTHREAD_ONCE_INIT;

static void look_up_alpn_selected(void) {
    alpn_selected = (alpn_selected_function)dlsym(RTLD_DEFAULT, "SSL_get0_alpn_selected");
}

int ccurlshim_negotiated_http2(CURL *handle) {
    struct curl_tlssessioninfo *info = NULL;
    if (curl_easy_getinfo(handle, CURLINFO_TLS_SSL_PTR, &info) != CURLE_OK || info == NULL ||
        info->backend != CURLSSLBACKEND_OPENSSL || info->internals == NULL) {
        return -1;
    }
    pthread_once(&alpn_selected_once, look_up_alpn_selected);
    if (alpn_selected == NULL) {
        return -1;
    }
    const unsigned char *protocol = NULL;
    unsigned int length = 0;
    alpn_selected(info->internals, &protocol, &length);
    return length == 2 && memcmp(protocol, "h2", 2) == 0;
}
