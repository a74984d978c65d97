#!/usr/bin/env python3
"""Start one local test server on 127.0.0.1 and keep it up while our stdin stays open.

Usage: serve.py KIND   (KIND: httpbin, nginx, faults)

Prints one line, `READY <base-url>[ key=value…]`, once the server accepts connections; nginx adds
`http=<plain HTTP/1.1 URL> ca=<CA file> pin=<sha256//… public key pin>`. The server
is stopped when stdin reaches end of file (the test process that started us exited,
however it exited), or on SIGINT/SIGTERM. Exits non-zero with a message on stderr if
the server does not come up.
"""
import os
import shutil
import signal
import socket
import subprocess
import sys
import time

# Debian's python3-httpbin lives in the system interpreter, which may not be first on PATH.
HERE = os.path.dirname(os.path.abspath(__file__))
SYSTEM_PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port, child, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if child.poll() is not None:
            return False
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.05)
    return False


def start_httpbin():
    for _ in range(3):
        port = free_port()
        child = subprocess.Popen(
            [SYSTEM_PYTHON, os.path.join(HERE, "httpbin_app.py"), "--host", "127.0.0.1", "--port", str(port)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=open(os.devnull, "wb") if not os.environ.get("CURLEW_SERVER_LOGS") else None,
        )
        if wait_for_port(port, child):
            return child, f"http://127.0.0.1:{port}", {}, None
        child.kill()
        child.wait()
    sys.exit("serve.py: httpbin did not start; is python3-httpbin installed (apt-get install python3-httpbin)?")


def start_nginx():
    from nginx_server import start_nginx as start
    return start(free_port, wait_for_port)


def start_faults():
    from fault_server import start_faults as start
    return None, start(), {}, None


SERVERS = {"httpbin": start_httpbin, "nginx": start_nginx, "faults": start_faults}


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in SERVERS:
        sys.exit(f"usage: serve.py {{{'|'.join(SERVERS)}}}")
    sys.path.insert(0, HERE)
    child, url, fields, workdir = SERVERS[sys.argv[1]]()

    def stop(*_):
        if child is not None and child.poll() is None:
            child.terminate()
            try:
                child.wait(timeout=5)
            except subprocess.TimeoutExpired:
                child.kill()
        if workdir:
            shutil.rmtree(workdir, ignore_errors=True)
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    print(" ".join([f"READY {url}"] + [f"{k}={v}" for k, v in fields.items()]), flush=True)
    while sys.stdin.buffer.read(4096):
        pass
    stop()


if __name__ == "__main__":
    main()
