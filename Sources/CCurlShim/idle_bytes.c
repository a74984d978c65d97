// Bytes a server wrote on an idle kept-alive HTTP/1.1 connection, found before the connection is reused.
//
// libcurl 7.88 reuses such a connection as it is: what the server wrote while it was idle (a whole
// `HTTP/1.1 200` with a body, say) is read as the answer to the next request. The PREREQFUNCTION tells the
// connection's addresses once it is picked, before the request goes out; the sockets libcurl opened are known
// from its SOCKOPTFUNCTION. A connection whose socket is readable then is retired: its descriptor is replaced,
// with dup2, by one end of a socket pair whose other end is closed, so curl's send fails on a reused connection
// and libcurl sends the request again on a new one (its own retry for a kept-alive connection that died), and
// closing that descriptor closes the real connection too.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "CCurlShim.h"

// Slots of the cache from a connection's local port to its descriptor (see ccurlshim_sockets_retire_if_unread).
#define CACHE_SLOTS 256

struct ccurlshim_sockets {
    pthread_mutex_t lock;
    int *fds;
    size_t count;
    size_t capacity;
    // The descriptor last found for a local port, by port modulo CACHE_SLOTS; port 0 (never a connection's) is empty.
    int cache_port[CACHE_SLOTS];
    int cache_fd[CACHE_SLOTS];
};

ccurlshim_sockets *ccurlshim_sockets_new(void) {
    ccurlshim_sockets *sockets = calloc(1, sizeof(ccurlshim_sockets));
    if (sockets != NULL) {
        pthread_mutex_init(&sockets->lock, NULL);
    }
    return sockets;
}

void ccurlshim_sockets_free(ccurlshim_sockets *sockets) {
    if (sockets == NULL) {
        return;
    }
    pthread_mutex_destroy(&sockets->lock);
    free(sockets->fds);
    free(sockets);
}

// CURLOPT_SOCKOPTFUNCTION: remembers each connection's descriptor (once: a descriptor number that comes back
// after a close is the same entry).
static int remember_socket(void *context, curl_socket_t fd, curlsocktype purpose) {
    ccurlshim_sockets *sockets = context;
    if (purpose != CURLSOCKTYPE_IPCXN) {
        return CURL_SOCKOPT_OK;
    }
    pthread_mutex_lock(&sockets->lock);
    int known = 0;
    for (size_t index = 0; index < sockets->count; index++) {
        if (sockets->fds[index] == fd) {
            known = 1;
            break;
        }
    }
    if (!known) {
        if (sockets->count == sockets->capacity) {
            size_t capacity = sockets->capacity == 0 ? 16 : sockets->capacity * 2;
            int *fds = realloc(sockets->fds, capacity * sizeof(int));
            if (fds != NULL) {
                sockets->fds = fds;
                sockets->capacity = capacity;
            }
        }
        if (sockets->count < sockets->capacity) {
            sockets->fds[sockets->count++] = fd;
        }
    }
    pthread_mutex_unlock(&sockets->lock);
    return CURL_SOCKOPT_OK;
}

CURLcode ccurlshim_easy_track_sockets(CURL *handle, ccurlshim_sockets *sockets) {
    CURLcode code = curl_easy_setopt(handle, CURLOPT_SOCKOPTFUNCTION, remember_socket);
    return code != CURLE_OK ? code : curl_easy_setopt(handle, CURLOPT_SOCKOPTDATA, sockets);
}

// The port of an IPv4 or IPv6 address, and its text in `text` (INET6_ADDRSTRLEN bytes).
static int address_port(const struct sockaddr_storage *address, char *text) {
    if (address->ss_family == AF_INET) {
        const struct sockaddr_in *ipv4 = (const struct sockaddr_in *)address;
        inet_ntop(AF_INET, &ipv4->sin_addr, text, INET6_ADDRSTRLEN);
        return ntohs(ipv4->sin_port);
    }
    if (address->ss_family == AF_INET6) {
        const struct sockaddr_in6 *ipv6 = (const struct sockaddr_in6 *)address;
        inet_ntop(AF_INET6, &ipv6->sin6_addr, text, INET6_ADDRSTRLEN);
        return ntohs(ipv6->sin6_port);
    }
    return -1;
}

// Whether `fd` is the TCP connection from local_ip:local_port to peer_ip:peer_port.
static int is_connection(int fd, const char *local_ip, int local_port, const char *peer_ip, int peer_port) {
    struct sockaddr_storage address;
    socklen_t length = sizeof(address);
    char text[INET6_ADDRSTRLEN];
    if (getsockname(fd, (struct sockaddr *)&address, &length) != 0 || address_port(&address, text) != local_port ||
        strcmp(text, local_ip) != 0) {
        return 0;
    }
    length = sizeof(address);
    return getpeername(fd, (struct sockaddr *)&address, &length) == 0 && address_port(&address, text) == peer_port &&
           strcmp(text, peer_ip) == 0;
}

int ccurlshim_sockets_retire_if_unread(ccurlshim_sockets *sockets, const char *local_ip, int local_port,
                                        const char *peer_ip, int peer_port) {
    if (sockets == NULL || local_ip == NULL || peer_ip == NULL) {
        return 0;
    }
    int fd = -1;
    pthread_mutex_lock(&sockets->lock);
    // A kept-alive connection is found again through the cache with two system calls, instead of a scan that asks
    // every descriptor ever opened for its addresses (which cost a third of the throughput at 16 requests in flight).
    size_t slot = (size_t)local_port % CACHE_SLOTS;
    if (sockets->cache_port[slot] == local_port &&
        is_connection(sockets->cache_fd[slot], local_ip, local_port, peer_ip, peer_port)) {
        fd = sockets->cache_fd[slot];
    } else {
        for (size_t index = 0; index < sockets->count; index++) {
            if (is_connection(sockets->fds[index], local_ip, local_port, peer_ip, peer_port)) {
                fd = sockets->fds[index];
                sockets->cache_port[slot] = local_port;
                sockets->cache_fd[slot] = fd;
                break;
            }
        }
    }
    pthread_mutex_unlock(&sockets->lock);
    if (fd < 0) {
        return 0;
    }
    struct pollfd poller = {.fd = fd, .events = POLLIN};
    if (poll(&poller, 1, 0) <= 0 || (poller.revents & (POLLIN | POLLHUP | POLLERR)) == 0) {
        return 0;
    }
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) {
        shutdown(fd, SHUT_RDWR);  // second best: the bytes already queued could still be read
        return 1;
    }
    close(pair[1]);
    dup2(pair[0], fd);  // closes the connection (its last descriptor) and leaves one that reads EOF
    close(pair[0]);
    return 1;
}
