// Typed wrappers for libcurl's variadic calls.
//
// Swift cannot call C variadic functions, so curl_easy_setopt, curl_easy_getinfo,
// curl_multi_setopt and curl_share_setopt are reached through these one-type-each
// functions. Each returns curl's own result code unchanged.
#ifndef CCURLSHIM_H
#define CCURLSHIM_H

#include <curl/curl.h>

/// Sets an easy option whose argument is a long.
CURLcode ccurlshim_easy_setopt_long(CURL *handle, CURLoption option, long value);
/// Sets an easy option whose argument is a curl_off_t.
CURLcode ccurlshim_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value);
/// Sets an easy option whose argument is a NUL-terminated string (curl copies it).
CURLcode ccurlshim_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
/// Sets an easy option whose argument is a pointer (a curl_slist, a context pointer, a share handle).
CURLcode ccurlshim_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);

/// The write and header callback type (CURLOPT_WRITEFUNCTION, CURLOPT_HEADERFUNCTION).
typedef size_t (*ccurlshim_write_callback)(char *data, size_t size, size_t count, void *context);
/// The read callback type (CURLOPT_READFUNCTION).
typedef size_t (*ccurlshim_read_callback)(char *buffer, size_t size, size_t count, void *context);
/// The seek callback type (CURLOPT_SEEKFUNCTION): CURL_SEEKFUNC_OK, _FAIL or _CANTSEEK.
typedef int (*ccurlshim_seek_callback)(void *context, curl_off_t offset, int origin);
/// The transfer progress callback type (CURLOPT_XFERINFOFUNCTION).
typedef int (*ccurlshim_xferinfo_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                           curl_off_t ultotal, curl_off_t ulnow);

/// Sets CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION.
CURLcode ccurlshim_easy_setopt_write_callback(CURL *handle, CURLoption option, ccurlshim_write_callback callback);
/// Sets CURLOPT_READFUNCTION.
CURLcode ccurlshim_easy_setopt_read_callback(CURL *handle, ccurlshim_read_callback callback);
/// Sets CURLOPT_SEEKFUNCTION.
CURLcode ccurlshim_easy_setopt_seek_callback(CURL *handle, ccurlshim_seek_callback callback);
/// Sets CURLOPT_XFERINFOFUNCTION.
CURLcode ccurlshim_easy_setopt_xferinfo_callback(CURL *handle, ccurlshim_xferinfo_callback callback);

/// The pre-request callback type (CURLOPT_PREREQFUNCTION, libcurl 7.80 or later): called once the
/// transfer's connection is up (TLS handshake included) and before its request is sent; returns
/// CURL_PREREQFUNC_OK (0) to go on.
typedef int (*ccurlshim_prereq_callback)(void *context, char *primary_ip, char *local_ip, int primary_port,
                                         int local_port);
/// Sets CURLOPT_PREREQFUNCTION.
CURLcode ccurlshim_easy_setopt_prereq_callback(CURL *handle, ccurlshim_prereq_callback callback);

/// Reads an easy info value of type long.
CURLcode ccurlshim_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
/// Reads an easy info value of type curl_off_t (sizes, and times in microseconds).
CURLcode ccurlshim_easy_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value);
/// Reads an easy info value of type char * (owned by curl; valid until the handle changes).
CURLcode ccurlshim_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value);
/// Reads an easy info value that is a pointer (CURLINFO_PRIVATE).
CURLcode ccurlshim_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value);

/// Whether the TLS handshake of the handle's connection chose HTTP/2 by ALPN: 1 for "h2", 0 for another
/// protocol or none, -1 if it cannot tell (no TLS connection yet, a TLS backend other than OpenSSL). Not a
/// variadic wrapper: it reads CURLINFO_TLS_SSL_PTR and asks the OpenSSL libcurl itself loaded (see negotiation.c).
int ccurlshim_negotiated_http2(CURL *handle);

/// Makes the handle tell the idle-bytes check (see idle_bytes.c) each connection socket it opens
/// (CURLOPT_SOCKOPTFUNCTION); the table is the process's, thread-safe.
CURLcode ccurlshim_easy_track_sockets(CURL *handle);
/// If the connection local_ip:local_port -> peer_ip:peer_port (a PREREQFUNCTION's arguments) is one a tracked
/// handle opened and has bytes (or an end) waiting to be read before its request was sent, retires it: its
/// descriptor then reads EOF and fails to send, so libcurl sends the request again on a new connection.
/// 1 if it did, else 0.
int ccurlshim_retire_if_unread(const char *local_ip, int local_port, const char *peer_ip, int peer_port);

/// The content codings Curlew decodes itself (see content_decoding.c).
enum { CCURLSHIM_CODING_GZIP = 1, CCURLSHIM_CODING_DEFLATE = 2, CCURLSHIM_CODING_BR = 3, CCURLSHIM_CODING_ZSTD = 4 };
/// One decoder of one coding; NULL if out of memory.
typedef struct ccurlshim_decoder ccurlshim_decoder;
ccurlshim_decoder *ccurlshim_decoder_new(int coding);
void ccurlshim_decoder_free(ccurlshim_decoder *decoder);
/// Decodes from `input` (`length` bytes) into `output` (at most `capacity` bytes), telling how much it consumed
/// and produced. Returns 0 (call again: with more input, or with room for more output), 1 (the compressed data
/// ended; for gzip another member may follow), or -1 with a static `message` (corrupt data, data after the end).
int ccurlshim_decoder_run(ccurlshim_decoder *decoder, const void *input, size_t length, size_t *consumed,
                          void *output, size_t capacity, size_t *produced, const char **message);
/// Whether the compressed data reached its end (after the last call).
int ccurlshim_decoder_ended(const ccurlshim_decoder *decoder);

/// Sets a multi option whose argument is a long.
CURLMcode ccurlshim_multi_setopt_long(CURLM *multi, CURLMoption option, long value);
/// Sets a share option whose argument is a long (CURLSHOPT_SHARE, CURLSHOPT_UNSHARE).
CURLSHcode ccurlshim_share_setopt_long(CURLSH *share, CURLSHoption option, long value);
/// Sets a share option whose argument is a pointer (lock functions, user data).
CURLSHcode ccurlshim_share_setopt_pointer(CURLSH *share, CURLSHoption option, void *value);

#endif
