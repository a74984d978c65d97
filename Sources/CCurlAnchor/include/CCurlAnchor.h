// The C libcurl anchor for `curlew-bench http`: what plain libcurl does with the same requests.
//
// Sequential GETs on one reused easy handle, and a multi loop that keeps N transfers in flight with
// reused easy handles. Bodies are copied into a reused buffer (as a client that keeps them would).
#ifndef CCURLANCHOR_H
#define CCURLANCHOR_H

#include <stddef.h>

/// Totals of one run.
typedef struct {
    long completed;      ///< transfers that ended with CURLE_OK and HTTP 200
    long failed;         ///< transfers that did not
    long long bytes;     ///< body bytes received
    long connections;    ///< new connections opened (CURLINFO_NUM_CONNECTS summed)
} ccurlanchor_totals;

/// `count` GETs of `url`, one after the other, on one easy handle. `cafile` may be NULL.
/// `http_version` is a CURL_HTTP_VERSION_* value.
ccurlanchor_totals ccurlanchor_sequential(const char *url, long count, const char *cafile, long http_version);

/// `count` GETs of `url` with `parallel` in flight at once, driven by one multi handle and curl_multi_poll.
ccurlanchor_totals ccurlanchor_multi(const char *url, long count, long parallel, const char *cafile, long http_version);

/// ``ccurlanchor_multi`` with at most `max_host_connections` connections to the host (CURLMOPT_MAX_HOST_CONNECTIONS;
/// 0: no limit): libcurl keeps the transfers over it pending, as Curlew's transport does with its per-host cap.
ccurlanchor_totals ccurlanchor_multi_capped(
    const char *url, long count, long parallel, long max_host_connections, const char *cafile, long http_version);

/// ``ccurlanchor_multi`` that also hands each body to `parse` (0: valid) as it arrives, before its handle goes
/// again: what a C client that decodes its answers does. A body `parse` rejects counts as failed.
ccurlanchor_totals ccurlanchor_multi_parsing(
    const char *url, long count, long parallel, const char *cafile, long http_version,
    int (*parse)(const unsigned char *bytes, size_t length));

#endif
