#!/usr/bin/env python3
"""A tiny in-memory Petstore (the API of Specs/Petstore.curlew.json) on 127.0.0.1, Python stdlib only.

Usage: petstore.py

Same protocol as serve.py: prints `READY <base-url>` once it accepts connections, serves until
stdin reaches end of file (the test process that started it exited), then stops.

State is per process and starts with three pets; every test run starts its own server.
"""
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

LOCK = threading.Lock()
PETS = {
    1: {"id": 1, "name": "Rex", "tag": "dog", "status": "available", "priority": 1, "owner": None,
        "created_at": "2024-05-06T07:08:09.123Z", "weight": 12.5,
        "toys": [{"kind": "ball", "diameter": 6.5}, {"kind": "rope", "length": 1.2},
                 {"kind": "frisbee", "color": "red"}]},
    2: {"id": 2, "name": "Tom", "tag": "cat", "status": "adopted", "priority": 7, "owner": "Ann",
        "created_at": "2024-05-06T07:08:09Z"},
    3: {"id": 3, "name": "Nemo", "tag": "fish", "owner": None, "nickname": "Little one"},
}
NEXT_ID = [4]
FLAKY = {}


def multipart_parts(content_type, body):
    """(headers, bytes) of each part of a multipart/form-data body."""
    boundary = content_type.split("boundary=", 1)[1].strip('"').encode()
    parts = []
    for chunk in body.split(b"--" + boundary)[1:]:
        if chunk.startswith(b"--"):
            break
        head, _, data = chunk.strip(b"\r\n").partition(b"\r\n\r\n")
        parts.append((head.decode(), data))
    return parts


def problem(code, message):
    return code, {"code": code, "message": message}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_json(self, status, body=None, headers=None):
        if isinstance(body, Raw):
            headers = {"Content-Type": body.content_type, **(headers or {})}
            data, body = body.data, None
        else:
            data = b"" if body is None else json.dumps(body).encode()
        self.send_response(status)
        if body is not None:
            self.send_header("Content-Type", "application/json")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def read_json(self):
        try:
            return json.loads(self.body or b"null")
        except ValueError:
            return None

    def route(self, method):
        # Read the whole body first, whatever the answer: unread bytes would break the kept-alive connection.
        self.body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        parts = [p for p in url.path.split("/") if p]
        with LOCK:
            status, body, headers = self.handle_api(method, parts, query)
        self.send_json(status, body, headers)

    def handle_api(self, method, parts, query):
        if parts[:2] == ["v1", "extras"]:
            return self.handle_extras(method, parts[2:], query)
        if parts == ["v1", "login"] and method == "POST":
            form = parse_qs(self.body.decode())
            if self.headers.get("Content-Type") != "application/x-www-form-urlencoded":
                return (*problem(415, "expected a form"), None)
            if self.headers.get("Authorization") or form.get("password") != ["secret"]:
                return (*problem(401, "wrong password (or credentials sent to login)"), None)
            remember = form.get("remember", ["false"])[0]
            return 200, {"token": f"t-{form['user'][0]}-{remember}"}, None
        if parts == ["v1", "whoami"]:
            return 200, {"authorization": self.headers.get("Authorization"),
                         "api_key": self.headers.get("X-API-Key")}, None
        if parts == ["v1", "flaky"]:
            key = query.get("key", [""])[0]
            FLAKY[key] = FLAKY.get(key, 0) + 1
            if FLAKY[key] <= 2:
                return (*problem(503, "try again"), None)
            return 200, {"attempts": FLAKY[key]}, None
        if parts[:1] != ["v1"] or len(parts) < 2 or parts[1] != "pets":
            return (*problem(404, "no such path"), None)
        rest = parts[2:]
        if method == "POST" and len(rest) == 2 and rest[1] == "photo":
            result = {"size": 0}
            for head, data in multipart_parts(self.headers.get("Content-Type", ""), self.body):
                if 'name="file"' in head:
                    result["size"] = len(data)
                    result["filename"] = head.split('filename="', 1)[1].split('"', 1)[0]
                elif 'name="caption"' in head:
                    result["caption"] = data.decode()
            return 200, result, None
        if method == "PUT" and len(rest) == 2 and rest[1] == "record":
            return 200, {"size": len(self.body), "content_type": self.headers.get("Content-Type")}, None
        if method == "GET" and rest == []:
            pets = sorted(PETS.values(), key=lambda p: -p["id"])
            if "tags" in query:
                pets = [p for p in pets if p.get("tag") in query["tags"]]
            if "status" in query:
                pets = [p for p in pets if p.get("status", "available") in query["status"]]
            limit = int(query.get("limit", ["20"])[0])
            return 200, pets[:limit], {"X-Limit": str(limit)}
        if method == "GET" and rest == ["findByTag"]:
            return 200, [p for p in PETS.values() if p.get("tag") == query.get("tag", [""])[0]], None
        if method == "POST" and rest == []:
            new = self.read_json()
            if not isinstance(new, dict) or not isinstance(new.get("name"), str):
                return (*problem(400, "expected a NewPet"), None)
            if new["name"] == "":
                return (*problem(422, "a pet needs a name"), None)
            pet = {"id": NEXT_ID[0], "name": new["name"], "tag": new.get("tag"), "owner": None}
            PETS[pet["id"]] = pet
            NEXT_ID[0] += 1
            return 200, pet, None
        if len(rest) == 1 and rest[0].lstrip("-").isdigit():
            pet_id = int(rest[0])
            pet = PETS.get(pet_id)
            if pet is None:
                return (*problem(404, f"no pet {pet_id}"), None)
            if method == "GET":
                return 200, pet, None
            if method == "PUT":
                if self.headers.get("If-Match") not in (None, f'"{pet_id}"'):
                    return (*problem(412, "stale ETag"), None)
                new = self.read_json() or {}
                pet["name"] = new.get("name", pet["name"])
                pet["tag"] = new.get("tag")
                return 200, pet, None
            if method == "DELETE":
                del PETS[pet_id]
                return 204, None, None
        return (*problem(405, "method not allowed"), None)

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def do_PUT(self):
        self.route("PUT")

    def do_DELETE(self):
        self.route("DELETE")

    def handle_extras(self, method, rest, query):
        """Routes of Tests/OpenAPIClientTests/Extras.openapi.yaml: headers, text and bytes, error classes."""
        if method == "GET" and rest[:1] == ["styles"]:
            path, _, raw_query = self.path.partition("?")
            return 200, {"path": path, "query": raw_query, "headers": dict(self.headers.items())}, None
        if method == "GET" and rest == ["search"]:
            return 200, {"args": dict(sorted(query.items()))}, None
        if method == "POST" and rest == ["echo"]:
            body = self.read_json()
            if "since" in query:
                body["vaccinations"] = query["since"]
            return 200, body, None
        if method == "GET" and len(rest) == 2 and rest[0] == "fail" and rest[1].isdigit():
            code = int(rest[1])
            return code, {"code": code, "message": f"failed with {code}", "missing": "nothing"}, None
        if len(rest) >= 2 and rest[0] == "pets" and rest[1].lstrip("-").isdigit():
            pet = PETS.get(int(rest[1]))
            if pet is None:
                return (*problem(404, f"no pet {rest[1]}"), None)
            if method == "GET" and len(rest) == 2:
                headers = {"X-Rate-Limit": "42", "X-Expires-After": "2030-01-02T03:04:05Z",
                           "X-Tags": f"{pet.get('tag')}, pet", "X-Broken": "not a number"}
                return 200, {"id": pet["id"], "name": pet["name"]}, headers
            if method == "GET" and rest[2:] == ["name"]:
                return 200, Raw("text/plain; charset=utf-8", pet["name"].encode()), None
            if method == "GET" and rest[2:] == ["photo"]:
                return 200, Raw("image/png", bytes([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, pet["id"]])), None
        return (*problem(404, "no such path"), None)


class Raw:
    """A body sent as these bytes with this Content-Type, not as JSON."""

    def __init__(self, content_type, data):
        self.content_type = content_type
        self.data = data


def main():
    # Two suites share this server and open many connections at once: the default backlog of 5 overflowed once.
    ThreadingHTTPServer.request_queue_size = 128
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    print(f"READY http://127.0.0.1:{server.server_address[1]}/v1", flush=True)
    try:
        while sys.stdin.buffer.read(4096):
            pass
    except KeyboardInterrupt:
        pass
    server.shutdown()


if __name__ == "__main__":
    main()
