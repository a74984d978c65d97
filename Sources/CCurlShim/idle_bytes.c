// Bytes a server wrote on an idle kept-alive HTTP/1.1 connection, found before the connection is reused.
//
// libcurl 7.88 reuses such a connection as it is: what the server wrote while it was idle (a whole
// `HTTP/1.1 200` with a body, say) is read as the answer to the next request. The PREREQFUNCTION tells the
// connection's addresses once it is picked, before the request goes out; the sockets libcurl opens are known from
// its SOCKOPTFUNCTION. A connection whose socket is readable then is retired: its
// descriptor is replaced, with dup2, by one end of a socket pair whose other end is closed, so curl's send fails on
// a reused connection and libcurl sends the request again on a new one (its own retry for a kept-alive connection
// that died), and closing that descriptor closes the real connection too.
//
// The cost per request is one poll on one descriptor: a connection's addresses are asked once, at the first request
// that uses it (getpeername and getsockname), and kept by descriptor; a reused connection is found by its local port
// in a hash table, without a system call. Not with CURLOPT_CLOSESOCKETFUNCTION to hear of closes: with it set,
// libcurl 7.88 timed out connecting (Content decoding's tests, in parallel). Without it, a descriptor curl closed
// keeps its entry until curl opens that number again, or until a new connection with the same addresses is learnt,
// which is always before a lookup (learn_pending), so a stale entry is never the one found.
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "CCurlShim.h"

// Buckets of the table from a connection's local port to its descriptor.
#define BUCKETS 1024

enum state { UNUSED = 0, PENDING, KNOWN, UNTRACKED };

// One descriptor curl opened for a connection.
struct connection {
    enum state state;
    // The next KNOWN descriptor in this one's bucket, plus 1 (0 ends the chain).
    int next;
    int local_port;
    int peer_port;
    char local_ip[INET6_ADDRSTRLEN];
    char peer_ip[INET6_ADDRSTRLEN];
};

// Process-wide, never freed: descriptors are the process's, and a connection may outlive the transport whose
// transfer opened it (in curl_multi_cleanup).
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
// Indexed by descriptor.
static struct connection *connections;
static size_t connection_count;
// The first KNOWN descriptor of each bucket (local port modulo BUCKETS), plus 1.
static int buckets[BUCKETS];
// Descriptors opened whose addresses are not asked yet (see learn_pending).
static int *pending;
static size_t pending_count;
static size_t pending_capacity;

// The entry of `fd`, the table grown to hold it; NULL if out of memory.
static struct connection *entry(int fd) {
    if (fd < 0) {
        return NULL;
    }
    if ((size_t)fd >= connection_count) {
        size_t count = connection_count == 0 ? 64 : connection_count;
        while (count <= (size_t)fd) {
            count *= 2;
        }
        struct connection *grown = realloc(connections, count * sizeof(struct connection));
        if (grown == NULL) {
            return NULL;
        }
        memset(grown + connection_count, 0, (count - connection_count) * sizeof(struct connection));
        connections = grown;
        connection_count = count;
    }
    return &connections[fd];
}

static void unlink_known(int fd) {
    int *link = &buckets[connections[fd].local_port % BUCKETS];
    while (*link != 0 && *link != fd + 1) {
        link = &connections[*link - 1].next;
    }
    if (*link == fd + 1) {
        *link = connections[fd].next;
    }
    connections[fd].next = 0;
}

// Forgets what is known of `fd` (a descriptor number curl opened again).
static void forget(int fd) {
    if (fd < 0 || (size_t)fd >= connection_count) {
        return;
    }
    if (connections[fd].state == KNOWN) {
        unlink_known(fd);
    } else if (connections[fd].state == PENDING) {
        for (size_t index = 0; index < pending_count; index++) {
            if (pending[index] == fd) {
                pending[index] = pending[--pending_count];
                break;
            }
        }
    }
    connections[fd].state = UNUSED;
}

// CURLOPT_SOCKOPTFUNCTION: a connection's socket, before it connects; its addresses are asked when it is first used.
static int open_socket(void *context, curl_socket_t fd, curlsocktype purpose) {
    (void)context;
    if (purpose != CURLSOCKTYPE_IPCXN) {
        return CURL_SOCKOPT_OK;
    }
    pthread_mutex_lock(&lock);
    forget(fd);
    struct connection *connection = entry(fd);
    if (connection != NULL && pending_count == pending_capacity) {
        size_t capacity = pending_capacity == 0 ? 16 : pending_capacity * 2;
        int *grown = realloc(pending, capacity * sizeof(int));
        if (grown != NULL) {
            pending = grown;
            pending_capacity = capacity;
        }
    }
    if (connection != NULL && pending_count < pending_capacity) {
        connection->state = PENDING;
        pending[pending_count++] = fd;
    }
    pthread_mutex_unlock(&lock);
    return CURL_SOCKOPT_OK;
}

CURLcode ccurlshim_easy_track_sockets(CURL *handle) {
    return curl_easy_setopt(handle, CURLOPT_SOCKOPTFUNCTION, open_socket);
}

// The port of an IPv4 or IPv6 address, and its text in `text` (INET6_ADDRSTRLEN bytes); -1 for another family.
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

static int same_connection(const struct connection *connection, const char *local_ip, int local_port,
                           const char *peer_ip, int peer_port) {
    return connection->local_port == local_port && connection->peer_port == peer_port &&
           strcmp(connection->local_ip, local_ip) == 0 && strcmp(connection->peer_ip, peer_ip) == 0;
}

// The KNOWN descriptor of the connection local_ip:local_port -> peer_ip:peer_port, or -1.
static int find(const char *local_ip, int local_port, const char *peer_ip, int peer_port) {
    for (int link = buckets[local_port % BUCKETS]; link != 0; link = connections[link - 1].next) {
        if (same_connection(&connections[link - 1], local_ip, local_port, peer_ip, peer_port)) {
            return link - 1;
        }
    }
    return -1;
}

// Asks a pending descriptor's addresses; 0 while it is not connected yet (it stays pending). One curl closed (EBADF),
// or whose number is no longer a socket, is dropped.
static int learn(int fd) {
    struct connection *connection = &connections[fd];
    struct sockaddr_storage address;
    socklen_t length = sizeof(address);
    if (getpeername(fd, (struct sockaddr *)&address, &length) != 0) {
        if (errno == ENOTCONN) {
            return 0;
        }
        connection->state = UNTRACKED;
        return 1;
    }
    connection->peer_port = address_port(&address, connection->peer_ip);
    length = sizeof(address);
    if (connection->peer_port < 0 || getsockname(fd, (struct sockaddr *)&address, &length) != 0 ||
        (connection->local_port = address_port(&address, connection->local_ip)) < 0) {
        connection->state = UNTRACKED;  // not TCP over IP (a Unix socket): never checked
        return 1;
    }
    // a descriptor curl closed would still hold these addresses: the new one wins
    int stale = find(connection->local_ip, connection->local_port, connection->peer_ip, connection->peer_port);
    if (stale >= 0) {
        unlink_known(stale);
        connections[stale].state = UNUSED;
    }
    connection->state = KNOWN;
    int *bucket = &buckets[connection->local_port % BUCKETS];
    connection->next = *bucket;
    *bucket = fd + 1;
    return 1;
}

static void learn_pending(void) {
    size_t index = 0;
    while (index < pending_count) {
        if (learn(pending[index])) {
            pending[index] = pending[--pending_count];
        } else {
            index++;
        }
    }
}

int ccurlshim_retire_if_unread(const char *local_ip, int local_port, const char *peer_ip, int peer_port) {
    if (local_ip == NULL || peer_ip == NULL || local_port < 0 || peer_port < 0) {
        return 0;
    }
    pthread_mutex_lock(&lock);
    if (pending_count > 0) {  // a connection's first request (or one that lost a race to connect, closed since)
        learn_pending();
    }
    int fd = find(local_ip, local_port, peer_ip, peer_port);
    pthread_mutex_unlock(&lock);
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
