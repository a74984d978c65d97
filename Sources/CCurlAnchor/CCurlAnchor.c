#include "CCurlAnchor.h"

#include <curl/curl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *data;
    size_t length;
    size_t capacity;
    long long total;
} body_buffer;

static size_t collect(char *data, size_t size, size_t count, void *context) {
    body_buffer *body = context;
    size_t n = size * count;
    if (body->length + n > body->capacity) {
        size_t capacity = body->capacity ? body->capacity : 4096;
        while (capacity < body->length + n) capacity *= 2;
        char *grown = realloc(body->data, capacity);
        if (!grown) return 0;
        body->data = grown;
        body->capacity = capacity;
    }
    memcpy(body->data + body->length, data, n);
    body->length += n;
    body->total += n;
    return n;
}

static void configure(CURL *easy, const char *url, const char *cafile, long http_version, body_buffer *body) {
    curl_easy_setopt(easy, CURLOPT_URL, url);
    curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, body);
    curl_easy_setopt(easy, CURLOPT_HTTP_VERSION, http_version);
    curl_easy_setopt(easy, CURLOPT_PIPEWAIT, 1L);
    curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
    if (cafile) curl_easy_setopt(easy, CURLOPT_CAINFO, cafile);
}

static void account(CURL *easy, CURLcode code, ccurlanchor_totals *totals) {
    long status = 0, connects = 0;
    curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
    curl_easy_getinfo(easy, CURLINFO_NUM_CONNECTS, &connects);
    totals->connections += connects;
    if (code == CURLE_OK && status == 200) totals->completed++;
    else totals->failed++;
}

ccurlanchor_totals ccurlanchor_sequential(const char *url, long count, const char *cafile, long http_version) {
    ccurlanchor_totals totals = {0, 0, 0, 0};
    body_buffer body = {0};
    CURL *easy = curl_easy_init();
    if (!easy) return totals;
    configure(easy, url, cafile, http_version, &body);
    for (long i = 0; i < count; i++) {
        body.length = 0;
        CURLcode code = curl_easy_perform(easy);
        account(easy, code, &totals);
    }
    curl_easy_cleanup(easy);
    totals.bytes = body.total;
    free(body.data);
    return totals;
}

static ccurlanchor_totals multi_loop(
    const char *url, long count, long parallel, long max_host_connections, const char *cafile, long http_version,
    int (*parse)(const unsigned char *bytes, size_t length));

ccurlanchor_totals ccurlanchor_multi(const char *url, long count, long parallel, const char *cafile, long http_version) {
    return multi_loop(url, count, parallel, 0, cafile, http_version, NULL);
}

ccurlanchor_totals ccurlanchor_multi_capped(
    const char *url, long count, long parallel, long max_host_connections, const char *cafile, long http_version) {
    return multi_loop(url, count, parallel, max_host_connections, cafile, http_version, NULL);
}

ccurlanchor_totals ccurlanchor_multi_parsing(
    const char *url, long count, long parallel, const char *cafile, long http_version,
    int (*parse)(const unsigned char *bytes, size_t length)) {
    return multi_loop(url, count, parallel, 0, cafile, http_version, parse);
}

static ccurlanchor_totals multi_loop(
    const char *url, long count, long parallel, long max_host_connections, const char *cafile, long http_version,
    int (*parse)(const unsigned char *bytes, size_t length)) {
    ccurlanchor_totals totals = {0, 0, 0, 0};
    CURLM *multi = curl_multi_init();
    if (!multi || parallel <= 0) return totals;
    curl_multi_setopt(multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX);
    // libcurl queues the transfers over the cap as pending and starts one as each connection frees
    if (max_host_connections > 0) curl_multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, max_host_connections);
    CURL **handles = calloc((size_t)parallel, sizeof(CURL *));
    body_buffer *bodies = calloc((size_t)parallel, sizeof(body_buffer));
    long started = 0;
    for (long i = 0; i < parallel && started < count; i++, started++) {
        handles[i] = curl_easy_init();
        configure(handles[i], url, cafile, http_version, &bodies[i]);
        curl_easy_setopt(handles[i], CURLOPT_PRIVATE, (void *)(intptr_t)i);
        curl_multi_add_handle(multi, handles[i]);
    }
    int running = 1;
    while (totals.completed + totals.failed < count) {
        curl_multi_perform(multi, &running);
        CURLMsg *message;
        int remaining;
        while ((message = curl_multi_info_read(multi, &remaining))) {
            if (message->msg != CURLMSG_DONE) continue;
            CURL *easy = message->easy_handle;
            void *slot;
            curl_easy_getinfo(easy, CURLINFO_PRIVATE, &slot);
            body_buffer *body = &bodies[(intptr_t)slot];
            CURLcode code = message->data.result;
            // a body that does not parse counts as failed, as a client's decoding error would
            if (parse && code == CURLE_OK && parse((const unsigned char *)body->data, body->length) != 0)
                code = CURLE_WRITE_ERROR;
            account(easy, code, &totals);
            curl_multi_remove_handle(multi, easy);
            if (started < count) {
                body->length = 0;
                curl_multi_add_handle(multi, easy);
                started++;
            }
        }
        if (totals.completed + totals.failed < count) curl_multi_poll(multi, NULL, 0, 1000, NULL);
    }
    for (long i = 0; i < parallel; i++) {
        if (!handles[i]) continue;
        totals.bytes += bodies[i].total;
        curl_easy_cleanup(handles[i]);
        free(bodies[i].data);
    }
    free(handles);
    free(bodies);
    curl_multi_cleanup(multi);
    return totals;
}
