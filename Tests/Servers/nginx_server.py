"""nginx for the tests and the benchmark: HTTPS with HTTP/2 (a CA made now with openssl) and plain HTTP/1.1.

start_nginx() makes a private prefix directory with a fresh CA, a server certificate for 127.0.0.1,
127.0.0.2 and localhost, static files and a config, starts nginx unprivileged in it and returns the
child, its URLs and the CA file. Locations:
  /small        a 2-byte JSON body (`{}`)           /json   a small JSON object
  /10mb         10 MiB of bytes (static file)       /array  a JSON array of 10,000 objects
  /status/503   an empty 503
  /cache/...    one static JSON file (`{"name":"curlew","ok":true}`, last modified ten days before start-up, so
                with nginx's own ETag and Last-Modified, and 304s to If-None-Match / If-Modified-Since) under
                several Cache-Control answers: /cache/fresh (max-age=60), /cache/short (max-age=4),
                /cache/no-cache, /cache/plain (none: only heuristic freshness could reuse it), /cache/vary
                (max-age=60, Vary: Accept-Language)
  /id?id=N      N as text (the soak matches each answer to its request)
  /credentials  the Authorization and Cookie request headers, as `authorization=…;cookie=…`
  /tls-session  `r` if the TLS session was resumed, `.` if it was a full handshake (nginx's $ssl_session_reused);
                every /faults/ answer over HTTPS carries the same in `X-TLS-Session-Reused`
  /bomb         a 16 KiB gzip file (Content-Encoding: gzip) that inflates to 16 MiB of zeros
  /zstd         /array compressed with zstd (Content-Encoding: zstd)
  /bomb-zstd    a zstd file of under 1 KiB that decompresses to 16 MiB of zeros
                (both made with the `zstd` CLI at start-up: Debian's Python has no zstd module; without the
                CLI these two answer 404)
  /faults/...   a fault server of its own (fault_server.py, run in this process) behind nginx, unbuffered:
                `/faults/slow?ms=M` over HTTPS and HTTP/2, say
Plain HTTP listens on 127.0.0.2 too (same port): another host to curl, for cross-host redirects.
A second HTTPS server (READY field `mtls`) requires a client certificate (`client_cert`, `client_key`)
signed by the same CA; its /small echoes the client's subject.
"""
import base64
import gzip
import hashlib
import os
import shutil
import subprocess
import tempfile
import time

CONF = """
worker_processes 1;
daemon off;
pid {prefix}/nginx.pid;
error_log {prefix}/error.log error;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    sendfile on;
    tcp_nopush off;
    tcp_nodelay on;
    keepalive_requests 1000000;
    keepalive_timeout 60s;
    http2_max_concurrent_streams 256;
    client_body_temp_path {prefix}/body;
    proxy_temp_path {prefix}/proxy;
    fastcgi_temp_path {prefix}/fastcgi;
    uwsgi_temp_path {prefix}/uwsgi;
    scgi_temp_path {prefix}/scgi;
    default_type application/octet-stream;
    server {{
        listen 127.0.0.1:{https_port} ssl http2;
        listen 127.0.0.1:{http_port};
        listen 127.0.0.2:{http_port};
        ssl_certificate {prefix}/server.pem;
        ssl_certificate_key {prefix}/server.key;
        ssl_protocols TLSv1.2 TLSv1.3;
        root {prefix}/www;
        location = /small {{ default_type application/json; return 200 '{{}}'; }}
        location = /json {{ default_type application/json; return 200 '{{"name":"curlew","ok":true}}'; }}
        location = /status/503 {{ return 503; }}
        location = /id {{ default_type text/plain; return 200 $arg_id; }}
        location = /credentials {{
            default_type text/plain;
            return 200 'authorization=$http_authorization;cookie=$http_cookie';
        }}
        location = /tls-session {{ default_type text/plain; return 200 '$ssl_session_reused'; }}
        location = /bomb {{
            default_type application/json;
            add_header Content-Encoding gzip always;
            alias {prefix}/www/bomb.gz;
        }}
        location = /zstd {{
            default_type application/json;
            add_header Content-Encoding zstd always;
            alias {prefix}/www/array.zst;
        }}
        location = /bomb-zstd {{
            default_type application/json;
            add_header Content-Encoding zstd always;
            alias {prefix}/www/bomb.zst;
        }}
        location = /cache/fresh {{
            default_type application/json; alias {prefix}/www/cacheable.json;
            add_header Cache-Control "max-age=60";
        }}
        location = /cache/short {{
            default_type application/json; alias {prefix}/www/cacheable.json;
            add_header Cache-Control "max-age=4";
        }}
        location = /cache/no-cache {{
            default_type application/json; alias {prefix}/www/cacheable.json;
            add_header Cache-Control "no-cache";
        }}
        location = /cache/plain {{ default_type application/json; alias {prefix}/www/cacheable.json; }}
        location = /cache/vary {{
            default_type application/json; alias {prefix}/www/cacheable.json;
            add_header Cache-Control "max-age=60"; add_header Vary "Accept-Language";
        }}
        location /faults/ {{
            proxy_pass {faults}/;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_buffering off;
            proxy_read_timeout 300s;
            add_header X-TLS-Session-Reused $ssl_session_reused always;
        }}
        location / {{ }}
    }}
    server {{
        listen 127.0.0.1:{mtls_port} ssl http2;
        ssl_certificate {prefix}/server.pem;
        ssl_certificate_key {prefix}/server.key;
        ssl_client_certificate {prefix}/ca.pem;
        ssl_verify_client on;
        location = /small {{ default_type application/json; return 200 '{{"client":"$ssl_client_s_dn"}}'; }}
    }}
}}
"""


def run(args, cwd):
    subprocess.run(args, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def make_certificates(prefix):
    """A CA and a server certificate it signs, valid for the loopback names the tests use."""
    run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Curlew Test CA",
         "-keyout", "ca.key", "-out", "ca.pem"], prefix)
    run(["openssl", "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1",
         "-keyout", "server.key", "-out", "server.csr"], prefix)
    with open(os.path.join(prefix, "san.ext"), "w") as f:
        f.write("subjectAltName=IP:127.0.0.1,IP:127.0.0.2,DNS:localhost\n")
    run(["openssl", "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
         "-days", "2", "-extfile", "san.ext", "-out", "server.pem"], prefix)
    run(["openssl", "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=curlew-client",
         "-keyout", "client.key", "-out", "client.csr"], prefix)
    run(["openssl", "x509", "-req", "-in", "client.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
         "-days", "2", "-out", "client.pem"], prefix)
    # The server key's SHA-256 pin, as CURLOPT_PINNEDPUBLICKEY wants it (sha256//base64).
    der = subprocess.run(["openssl", "pkey", "-in", "server.key", "-pubout", "-outform", "der"], cwd=prefix,
                         check=True, capture_output=True).stdout
    return "sha256//" + base64.b64encode(hashlib.sha256(der).digest()).decode()


def make_files(prefix):
    www = os.path.join(prefix, "www")
    os.makedirs(www)
    with open(os.path.join(www, "10mb"), "wb") as f:
        f.write(bytes(range(256)) * (10 * 4096))
    with open(os.path.join(www, "bomb.gz"), "wb") as f:
        f.write(gzip.compress(bytes(16 << 20), compresslevel=9))
    array = ("[" + ",".join('{"id":%d,"name":"item %d"}' % (i, i) for i in range(10000)) + "]").encode()
    with open(os.path.join(www, "array"), "wb") as f:
        f.write(array)
    cacheable = os.path.join(www, "cacheable.json")
    with open(cacheable, "wb") as f:
        f.write(b'{"name":"curlew","ok":true}')
    ten_days_ago = time.time() - 10 * 86400
    os.utime(cacheable, (ten_days_ago, ten_days_ago))
    zstd = shutil.which("zstd")
    if zstd:  # scripts/install-deps.sh installs it
        for name, plain in (("array.zst", array), ("bomb.zst", bytes(16 << 20))):
            with open(os.path.join(www, name), "wb") as f:
                subprocess.run([zstd, "-q", "-19", "-c"], input=plain, stdout=f, check=True)


def start_nginx(free_port, wait_for_port):
    if not shutil.which("nginx") and not os.path.exists("/usr/sbin/nginx"):
        raise SystemExit("serve.py: nginx is not installed (apt-get install nginx-light)")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    prefix = tempfile.mkdtemp(prefix="curlew-nginx-")
    os.chmod(prefix, 0o755)  # when run as root, nginx's workers run as nobody and must read www/
    pin = make_certificates(prefix)
    make_files(prefix)
    from fault_server import start_faults
    faults = start_faults()  # daemon threads in this process, which lives as long as nginx
    for _ in range(3):
        https_port, http_port, mtls_port = free_port(), free_port(), free_port()
        with open(os.path.join(prefix, "nginx.conf"), "w") as f:
            f.write(CONF.format(prefix=prefix, https_port=https_port, http_port=http_port,
                                mtls_port=mtls_port, faults=faults))
        child = subprocess.Popen([nginx, "-c", os.path.join(prefix, "nginx.conf"), "-p", prefix, "-e",
                                  os.path.join(prefix, "error.log")],
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if wait_for_port(https_port, child) and wait_for_port(http_port, child):
            fields = {"http": f"http://127.0.0.1:{http_port}", "ca": os.path.join(prefix, "ca.pem"), "pin": pin,
                      "mtls": f"https://127.0.0.1:{mtls_port}", "client_cert": os.path.join(prefix, "client.pem"),
                      "client_key": os.path.join(prefix, "client.key")}
            return child, f"https://127.0.0.1:{https_port}", fields, prefix
        child.kill()
        child.wait()
    raise SystemExit("serve.py: nginx did not start; see " + os.path.join(prefix, "error.log"))
