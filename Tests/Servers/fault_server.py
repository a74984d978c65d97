"""A small HTTP/1.1 server that misbehaves on purpose, for the transport's failure tests (stdlib only).

Each path is one fault; every other path answers 200 with a small JSON body on a kept-alive connection.
  /reset           Content-Length 100000, 1000 bytes, then a TCP reset (SO_LINGER 0)
  /truncated       chunked: one chunk, then the connection closes without the last chunk
  /stall           Content-Length 100, 10 bytes, then nothing (the connection stays open)
  /huge-headers    a 200 KB header line
  /many-headers    2000 headers of 100 bytes (200 KB of head in total)
  /short           Content-Length 100, 50 bytes, then close
  /garbage         bytes that are not an HTTP response (no status line), then close
  /head-only       Content-Length 100, the head and no body byte, then close
  /head-only?chunked=1   Transfer-Encoding chunked, the head and no chunk, then close
  /drip?n=N&ms=M   N bytes of body, one every M ms (Content-Length N; a valid but slow answer)
  /interim?ms=M    a 103 Early Hints head, then after M ms (500 by default) the final 200 head and `ok`
  /slow?ms=M       reads the request, waits M ms (3000 by default), then answers 200 `{}` (a head that comes late)
  /hold-body?key=K   the head (Content-Length 2) at once; the body `ok` only once /release?key=K is asked (or 60 s)
  /release?key=K   lets /hold-body?key=K send its body; answers 200 `{}`
  /never?key=K     reads the request and never answers (the key is optional)
  /open?key=K      JSON {"open": N}: connections to /never and /stall still open (the client has not let go);
                   with a key, only those to /never with that key
  /flaky?key=K&fail=N&after=S   503 with `Retry-After: S` for the first N requests with key K, then 200
                                with {"attempts": n}
  /token/T         200 if the request has `Authorization: Bearer T`, else 401
  /big-error?bytes=N   500 with a JSON body of N bytes (a string of x's)
  /drop-next       200, and the connection stays open, but the next request on it is read whole and then the
                   connection closes without an answer (a server's keep-alive timeout racing a reused connection)
  /echo            the request body back (chunked or not; `X-Request-Body: chunked|length` says which)
  /odd-headers     a head with repeated names in mixed case, padded and empty values, and a folded
                   (obs-fold) continuation line
  /request-head    JSON {"method": ..., "target": ..., "lines": [...], "body": ...}: the request's method, target,
                   header lines and body (as Latin-1 text) as they arrived, whatever the method
                   (also as a forward proxy: an absolute-form target is answered the same way)
  /content-length?v=A&v=B   200 `hello` with one Content-Length line per `v`, as given (`5, 10`, `+5`, ...),
                   followed on the connection by a whole second response (`SPOOFED`) that a client trusting the
                   first length it reads would return as the next answer; `&te=1` adds Transfer-Encoding: chunked
                   (the body then chunked)
  /spoof-later?ms=M   200 `{}`; then, M ms later (200 by default), a whole unasked response `{"spoofed": true}` on
                   the idle connection
  /encoded?coding=C&fault=F&bytes=N   N bytes (text lines; `zeros=1`: zeros) compressed with C (gzip, deflate,
                   br, zstd, or a list such as `gzip,gzip` applied in order; any other name: the bytes as they are) and `Content-Encoding: C`; F: `none`,
                   `truncated` (the first half of the compressed bytes), `no-trailer` (gzip without its last 8
                   bytes), `garbage` (a gzip header, then bytes that are not deflate data); framing (Content-Length)
                   always intact. br is made by Debian's Python (python3-brotli), zstd by the `zstd` CLI
  /events?split=K  text/event-stream (chunked): EVENT_DOCUMENT sent as two chunks split at byte K, 3 ms apart
                   (every /events path: `Cache-Control: no-cache`, or `max-age=N` with `&max-age=N`)
  /events/resume?break=B   text/event-stream that reconnects: without `Last-Event-ID`, `retry: 20` and the events
                   with ids 1 and 2, then the body ends (cleanly, or cut off without its last chunk when B is 1)
                   `linger` ms later (50 by default; 0 closes at once, so one read may see head, body and close);
                   with `Last-Event-ID: N`, one event {"text": "resumed after N", "n": N+1} and `data: [DONE]`
  /events/quiet?key=K   text/event-stream: one event, then silence until the client closes (counted by /open)
  /pages?style=S&total=T   T items {"id": "i<k>", "n": k} (7 by default) in pages, for each pagination shape S:
                   cursor (`cursor`, `limit`; {"data": [...], "next_cursor": "c<k>" | null}), stripe (`starting_after`,
                   `limit`; {"data": [...], "has_more": bool}), offset (`offset`, `limit`; the array), page (`page`
                   from 1, `per_page`; {"items": [...]}), link (`page`, `per_page`; the array, and a `Link` header
                   with rel="next"), next (`page`, `per_page`; {"results": [...], "next": absolute URL | null})
  CONNECT host:port   as a proxy: records the CONNECT head (see /connect-heads), answers 200 and tunnels
  /connect-heads?target=host:port   JSON list of the header lines of each CONNECT to that target so far
  /raw?r=R&close=C   the bytes R (base64url, padding optional) as they are, for heads and framings no other path
                   makes; C: `1` closes the connection 50 ms later, `reset` resets it at once (SO_LINGER 0), `0`
                   (the default) keeps reading requests on it
"""
import base64
import gzip
import json
import socket
import struct
import subprocess
import threading
import time
import urllib.parse
import zlib

open_lock = threading.Lock()
open_count = 0
open_keys = {}
flaky_counts = {}
held_bodies = {}  # key -> threading.Event, set by /release
connect_heads = {}


encoded_cache = {}
encoded_lock = threading.Lock()  # guards encoded_locks
encoded_locks = {}


def compress(coding, data):
    if coding == "gzip":
        return gzip.compress(data)
    if coding == "deflate":
        return zlib.compress(data)
    if coding == "br":
        script = "import brotli, sys; sys.stdout.buffer.write(brotli.compress(sys.stdin.buffer.read(), quality=5))"
        return subprocess.run(["/usr/bin/python3", "-c", script], input=data, capture_output=True, check=True).stdout
    if coding == "zstd":
        return subprocess.run(["zstd", "-q", "-c"], input=data, capture_output=True, check=True).stdout
    return data  # a coding no client knows (`x-unknown`): the bytes as they are


def encoded(codings, size, zeros):
    """The compressed body, made once per kind under that kind's own lock: compressing 64 MiB takes seconds (tens
    under load), and one lock for every kind made each request of another kind wait behind it until it timed out.
    The text lines are built only when asked for: for 64 MiB of zeros that loop held the GIL for seconds, and the
    server's accept thread with it (clients saw "connecting timed out")."""
    key = (codings, size, zeros)
    with encoded_lock:
        lock = encoded_locks.setdefault(key, threading.Lock())
    with lock:
        if key not in encoded_cache:
            if zeros:
                data = bytes(size)
            else:
                data = b"".join(b"line %d of the body\n" % i for i in range(size // 10 + 1))[:size]
            for coding in codings.split(","):
                data = compress(coding.strip(), data)
            encoded_cache[key] = data
        return encoded_cache[key]


# Every line-ending style, a byte order mark, comments, an unknown field, multi-line data, an id-only block,
# `data:` without a space, and events after the `[DONE]` terminator that a terminated stream must not yield.
EVENT_DOCUMENT = (
    b"\xef\xbb\xbf: a comment first\n"
    b"retry: 1500\nevent: greeting\nid: 1\ndata: {\"text\":\"hello\",\"n\":1}\n\n"
    b": heartbeat\r\nfoo: an unknown field\r\ndata: {\"text\":\r\ndata: \"multi line\",\"n\":2}\r\n\r\n"
    b"id: 3\n\n"
    b"event: update\rdata:{\"text\":\"no space: caf\xc3\xa9\",\"n\":3}\r\r"
    b"data: [DONE]\n\n"
    b"data: {\"text\":\"after the end\",\"n\":99}\n\n"
)


def chunk(data):
    return b"%x\r\n" % len(data) + data + b"\r\n" if data else b""


def event_stream(conn, path, query, headers):
    """Answers the /events paths; returns whether the connection stays open."""
    caching = "max-age=" + query["max-age"] if "max-age" in query else "no-cache"
    fields = [("Content-Type", "text/event-stream"), ("Cache-Control", caching)]
    if path == "/events":
        split = int(query.get("split", "0"))
        conn.sendall(head("200 OK", fields + [("Transfer-Encoding", "chunked")]) + chunk(EVENT_DOCUMENT[:split]))
        time.sleep(0.003)
        conn.sendall(chunk(EVENT_DOCUMENT[split:]) + b"0\r\n\r\n")
        return True
    if path == "/events/resume":
        last = headers.get("last-event-id")
        if last is None:
            events = b"retry: 20\n\n" + b"".join(
                b'id: %d\ndata: {"text":"event %d","n":%d}\n\n' % (n, n, n) for n in (1, 2))
            if query.get("break") == "1":
                conn.sendall(head("200 OK", fields + [("Transfer-Encoding", "chunked")]) + chunk(events))
            else:
                conn.sendall(head("200 OK", fields + [("Connection", "close")]) + events)
            time.sleep(int(query.get("linger", "50")) / 1000)
            return False
        n = int(last) + 1
        events = b'id: %d\ndata: {"text":"resumed after %s","n":%d}\n\ndata: [DONE]\n\n' % (n, last.encode(), n)
        conn.sendall(head("200 OK", fields + [("Content-Length", str(len(events)))]) + events)
        return True
    if path == "/events/quiet":
        conn.sendall(head("200 OK", fields + [("Transfer-Encoding", "chunked")])
                     + chunk(b'data: {"text":"only","n":1}\n\n'))
        hold_until_client_closes(conn, query.get("key"))
        return False
    return None


def pages(conn, target, query, headers):
    """Answers /pages: one page of `total` items in the pagination shape `style`."""
    style, total = query.get("style", "cursor"), int(query.get("total", "7"))
    everything = [{"id": "i%d" % k, "n": k} for k in range(1, total + 1)]
    fields = [("Content-Type", "application/json")]
    if style in ("cursor", "stripe", "offset"):
        size = int(query.get("limit", "3"))
        if style == "cursor":
            start = int(query.get("cursor", "c0")[1:])
        elif style == "stripe":
            after = query.get("starting_after")
            start = next(i + 1 for i, item in enumerate(everything) if item["id"] == after) if after else 0
        else:
            start = int(query.get("offset", "0"))
    else:
        size = int(query.get("per_page", "3"))
        start = (int(query.get("page", "1")) - 1) * size
    items = everything[start:start + size]
    more = start + size < total
    base = "/pages?style=%s&total=%d&per_page=%d" % (style, total, size)
    host = headers.get("host", "127.0.0.1")
    if style == "cursor":
        body = {"data": items, "next_cursor": "c%d" % (start + size) if more else None}
    elif style == "stripe":
        body = {"data": items, "has_more": more}
    elif style == "page":
        body = {"items": items}
    elif style == "next":
        page = int(query.get("page", "1"))
        body = {"results": items, "next": "http://%s%s&page=%d" % (host, base, page + 1) if more else None}
    else:
        body = items
        if style == "link" and more:
            page = int(query.get("page", "1"))
            fields.append(("Link", '<%s&page=%d>; rel="next", <%s&page=1>; rel="first"' % (base, page + 1, base)))
    data = json.dumps(body).encode()
    conn.sendall(head("200 OK", fields + [("Content-Length", str(len(data)))]) + data)


OUTCOMES = {
    200: ("200 OK", "application/json", b'{"id":7,"name":"Rex"}'),
    201: ("201 Created", "application/json", b'{"receipt":"r-1","petId":7}'),
    202: ("202 Accepted", "text/plain", b"queued"),
    204: ("204 No Content", None, b""),
    207: ("207 Multi-Status", "application/json", b'{"note":"multi"}'),
}


def outcomes(conn, path, query):
    """Answers /outcomes (and /outcomes/ranged): the success `status` asked for, each with its own body (a Pet, a
    Receipt, text, none, a Note); /outcomes/file answers 200 with bytes and 202 with a JSON job."""
    status = int(query.get("status", "200"))
    if path == "/outcomes/file":
        line, kind, body = ("200 OK", "application/octet-stream", bytes(range(256)) * 4) if status == 200 else \
            ("202 Accepted", "application/json", b'{"job":"j-1"}')
    else:
        line, kind, body = OUTCOMES[status]
    fields = [("Content-Length", str(len(body)))] + ([("Content-Type", kind)] if kind else [])
    conn.sendall(head(line, fields) + body)


def read_request(conn):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    method, target, _ = lines[0].split(" ", 2)
    headers = {"": lines[1:]}  # the raw lines, for /request-head and CONNECT
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    if method == "CONNECT":
        return method, target, headers, rest
    if headers.get("transfer-encoding", "").lower() == "chunked":
        body = b""
        while True:
            # a client that closes mid-body ends the request: recv then returns b"" at once, and looping on it
            # spun with the GIL held, starving every other connection of this server
            while b"\r\n" not in rest:
                chunk = conn.recv(65536)
                if not chunk:
                    return None
                rest += chunk
            size_line, _, rest = rest.partition(b"\r\n")
            size = int(size_line.split(b";")[0], 16)
            while len(rest) < size + 2:
                chunk = conn.recv(65536)
                if not chunk:
                    return None
                rest += chunk
            body, rest = body + rest[:size], rest[size + 2:]
            if size == 0:
                break
        return method, target, headers, body
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        rest += chunk
    return method, target, headers, rest[:length]


def head(status, fields):
    lines = [f"HTTP/1.1 {status}"] + [f"{k}: {v}" for k, v in fields] + ["", ""]
    return "\r\n".join(lines).encode("latin-1")


def hold_until_client_closes(conn, key=None):
    """Counts this connection as open (also under `key`, if any) until the client closes it."""
    global open_count
    with open_lock:
        open_count += 1
        if key:
            open_keys[key] = open_keys.get(key, 0) + 1
    try:
        conn.settimeout(None)
        while conn.recv(65536):
            pass
    except OSError:
        pass
    finally:
        with open_lock:
            open_count -= 1
            if key:
                open_keys[key] -= 1


def tunnel(conn, target, lines, early):
    """Answers a CONNECT: records its header lines, then relays bytes both ways until either side closes."""
    with open_lock:
        connect_heads.setdefault(target, []).append(lines)
    host, _, port = target.rpartition(":")
    upstream = socket.create_connection((host, int(port)))
    conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
    if early:
        upstream.sendall(early)

    def relay(source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for side in (source, sink):
                try:
                    side.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    threading.Thread(target=relay, args=(upstream, conn), daemon=True).start()
    relay(conn, upstream)
    upstream.close()


def serve(conn):
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    drops_next = False
    try:
        while True:
            request = read_request(conn)
            if request is None or drops_next:
                return
            method, target, headers, body = request
            if method == "CONNECT":
                tunnel(conn, target, headers[""], body)
                return
            url = urllib.parse.urlsplit(target)
            query = dict(urllib.parse.parse_qsl(url.query))
            path = url.path
            if path.startswith("/events"):
                kept = event_stream(conn, path, query, headers)
                if kept is not None:
                    if kept:
                        continue
                    return
            if path == "/pages":
                pages(conn, target, query, headers)
                continue
            if path.startswith("/outcomes"):
                outcomes(conn, path, query)
                continue
            if path == "/reset":
                conn.sendall(head("200 OK", [("Content-Length", "100000")]) + b"x" * 1000)
                time.sleep(0.05)
                conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                return
            if path == "/truncated":
                conn.sendall(head("200 OK", [("Transfer-Encoding", "chunked")]) + b"a\r\n[1,2,3,4,5\r\n")
                time.sleep(0.05)
                return
            if path == "/stall":
                conn.sendall(head("200 OK", [("Content-Length", "100")]) + b"[1,2,3,4,")
                hold_until_client_closes(conn)
                return
            if path == "/never":
                hold_until_client_closes(conn, query.get("key"))
                return
            if path == "/huge-headers":
                conn.sendall(head("200 OK", [("X-Huge", "h" * 200_000), ("Content-Length", "2")]) + b"{}")
                continue
            if path == "/many-headers":
                fields = [(f"X-Many-{i}", "m" * 90) for i in range(2000)] + [("Content-Length", "2")]
                conn.sendall(head("200 OK", fields) + b"{}")
                continue
            if path == "/short":
                conn.sendall(head("200 OK", [("Content-Length", "100")]) + b"[" + b"1," * 24 + b"1")
                time.sleep(0.05)
                return
            if path == "/garbage":
                conn.sendall(b"\x00\x7fSSH-2.0-not-http \xff\xfe garbage\r\n\r\n")
                time.sleep(0.05)
                return
            if path == "/head-only":
                length = ("Transfer-Encoding", "chunked") if query.get("chunked") else ("Content-Length", "100")
                conn.sendall(head("200 OK", [("Content-Type", "application/json"), length]))
                time.sleep(0.05)
                return
            if path == "/drip":
                n, ms = int(query.get("n", "10")), int(query.get("ms", "20"))
                conn.sendall(head("200 OK", [("Content-Length", str(n)), ("Content-Type", "text/plain")]))
                for _ in range(n):
                    time.sleep(ms / 1000)
                    conn.sendall(b"d")
                continue
            if path == "/hold-body":
                with open_lock:
                    released = held_bodies.setdefault(query.get("key", ""), threading.Event())
                conn.sendall(head("200 OK", [("Content-Length", "2"), ("Content-Type", "text/plain")]))
                released.wait(60)
                conn.sendall(b"ok")
                continue
            if path == "/release":
                with open_lock:
                    held_bodies.setdefault(query.get("key", ""), threading.Event()).set()
                conn.sendall(head("200 OK", [("Content-Length", "2")]) + b"{}")
                continue
            if path == "/interim":
                conn.sendall(b"HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n")
                time.sleep(int(query.get("ms", "500")) / 1000)
                conn.sendall(head("200 OK", [("X-Final", "yes"), ("Content-Length", "2")]) + b"ok")
                continue
            if path == "/slow":
                time.sleep(int(query.get("ms", "3000")) / 1000)
                conn.sendall(head("200 OK", [("Content-Type", "application/json"), ("Content-Length", "2")]) + b"{}")
                continue
            if path == "/flaky":
                with open_lock:
                    key = query.get("key", "")
                    flaky_counts[key] = flaky_counts.get(key, 0) + 1
                    attempts = flaky_counts[key]
                if attempts <= int(query.get("fail", "1")):
                    conn.sendall(head("503 Service Unavailable", [("Retry-After", query.get("after", "0")),
                                                                   ("Content-Length", "0")]))
                    continue
                body = json.dumps({"attempts": attempts}).encode()
                conn.sendall(head("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
                             + body)
                continue
            if path == "/echo":
                mode = "chunked" if headers.get("transfer-encoding", "").lower() == "chunked" else "length"
                conn.sendall(head("200 OK", [("Content-Type", "application/octet-stream"), ("X-Request-Body", mode),
                                             ("Content-Length", str(len(body)))]) + body)
                continue
            if path == "/odd-headers":
                conn.sendall(b"HTTP/1.1 200 OK\r\nX-Multi: one\r\nContent-Type: text/plain\r\nx-multi:  two  \r\n"
                             b"X-Empty:\r\nX-Folded: first\r\n   second part\r\nX-MULTI: three\r\n"
                             b"Content-Length: 2\r\n\r\nok")
                continue
            if path == "/request-head":
                body = json.dumps({"method": method, "target": target, "lines": headers[""],
                                   "body": body.decode("latin-1")}).encode()
                conn.sendall(head("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
                             + body)
                continue
            if path == "/connect-heads":
                with open_lock:
                    body = json.dumps(connect_heads.get(query.get("target", ""), [])).encode()
                conn.sendall(head("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
                             + body)
                continue
            if path == "/content-length":
                values = urllib.parse.parse_qs(url.query, keep_blank_values=True).get("v", ["5"])
                fields = [("Content-Length", v) for v in values]
                body = b"hello"
                if query.get("te"):
                    fields.append(("Transfer-Encoding", "chunked"))
                    body = b"5\r\nhello\r\n0\r\n\r\n"
                spoof = b"HTTP/1.1 200 OK\r\nContent-Length: 7\r\n\r\nSPOOFED"
                conn.sendall(head("200 OK", fields) + body + spoof)
                continue
            if path == "/encoded":
                codings = query.get("coding", "gzip")
                data = encoded(codings, int(query.get("bytes", "100000")), bool(query.get("zeros")))
                fault = query.get("fault", "none")
                if fault == "truncated":
                    data = data[:len(data) // 2]
                elif fault == "no-trailer":
                    data = data[:-8]
                elif fault == "garbage":
                    data = data[:10] + b"\xff this is not deflate data \xff" * 4
                conn.sendall(head("200 OK", [("Content-Type", "text/plain"), ("Content-Encoding", codings),
                                             ("Content-Length", str(len(data)))]) + data)
                continue
            if path == "/spoof-later":
                conn.sendall(head("200 OK", [("Content-Type", "application/json"), ("Content-Length", "2")]) + b"{}")
                time.sleep(int(query.get("ms", "200")) / 1000)
                spoof = b'{"spoofed": true}'
                conn.sendall(head("200 OK", [("Content-Type", "application/json"),
                                             ("Content-Length", str(len(spoof)))]) + spoof)
                continue
            if path == "/raw":
                data = query.get("r", "")
                conn.sendall(base64.urlsafe_b64decode(data + "=" * (-len(data) % 4)))
                if query.get("close") == "reset":
                    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    return
                if query.get("close") == "1":
                    time.sleep(0.05)
                    return
                continue
            if path == "/drop-next":
                drops_next = True
                conn.sendall(head("200 OK", [("Content-Length", "2")]) + b"{}")
                continue
            if path == "/big-error":
                body = b'"' + b"x" * (int(query.get("bytes", "100")) - 2) + b'"'
                conn.sendall(head("500 Internal Server Error", [("Content-Type", "application/json"),
                                                                ("Content-Length", str(len(body)))]) + body)
                continue
            if path.startswith("/token/"):
                good = headers.get("authorization") == "Bearer " + path[len("/token/"):]
                body = b'{"ok":true}' if good else b'{"ok":false}'
                status = "200 OK" if good else "401 Unauthorized"
                conn.sendall(head(status, [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
                             + body)
                continue
            with open_lock:
                count = open_keys.get(query["key"], 0) if "key" in query else open_count
                body = json.dumps({"path": path, "open": count}).encode()
            conn.sendall(head("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
                         + body)
    except OSError:
        pass
    finally:
        conn.close()


def start_faults():
    """Listens on 127.0.0.1 on a free port; returns the base URL. Serves from daemon threads."""
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(512)

    def accept_loop():
        while True:
            conn, _ = listener.accept()
            threading.Thread(target=serve, args=(conn,), daemon=True).start()

    threading.Thread(target=accept_loop, daemon=True).start()
    return f"http://127.0.0.1:{listener.getsockname()[1]}"
