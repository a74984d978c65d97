#!/usr/bin/env python3
"""A validating server: checks every request it receives against an OpenAPI document.

Usage: request_oracle.py SPEC   (run by the interpreter of the venv scripts/install-oracle.sh makes)

Listens on two ports of 127.0.0.1 (the second for operations with servers of their own) and prints
`READY <url> second=<url>`; stops when stdin reaches end of file. For each request it finds the operation
by path and method and checks it with openapi-core (path, query, headers, cookies, body media type and
schema). Query parameters and `application/x-www-form-urlencoded` bodies are decoded by this file instead,
because openapi-core reads neither nested brackets (`a[b][c]=v`, `items[0][price]=x`, `expand[]=a`) nor
undeclared names (it drops `address=zz` silently): every name must belong to a declared parameter or
property, the brackets are decoded into objects and arrays, the text is cast by the schema, and the result
is validated against the schema (jsonschema, OpenAPI 3.0 dialect).

Answer: when the request is valid, the first success response with the spec's example (or a minimal
schema-valid instance) and the header `X-Oracle-Received` holding the decoded request as JSON
(`{"query": {...}, "body": {...}, "headers": {...}, "cookies": {...}, "path": "...", "port": "main"|"second"}`);
otherwise status 422 with `{"violations": [...]}`, each a sentence naming the part of the request.
"""
import email.parser
import email.policy
import json
import logging
import re
import sys
import threading
from urllib.parse import parse_qsl

import yaml
from jsonschema_path import SchemaPath
from openapi_core import Config, OpenAPI
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest
from openapi_schema_validator import OAS30Validator
from werkzeug.serving import make_server
from werkzeug.wrappers import Request, Response

METHODS = ("get", "put", "post", "delete", "patch", "head", "options")


class Oracle:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.spec = yaml.safe_load(f)  # JSON is YAML too
        self.add_local_server(self.spec)
        # openapi-core reads only `application/json` as JSON; a part or body declared `application/vnd.x+json`
        # is JSON too (RFC 6839).
        json_types = {t for t in media_types(self.spec) if t.split(";")[0].strip().endswith("+json")}
        config = Config(extra_media_type_deserializers={t: json.loads for t in json_types})
        self.api = OpenAPI(SchemaPath.from_dict(self.spec), config=config)
        self.routes = []
        for template, item in self.spec.get("paths", {}).items():
            # after any server's base path (`/files/v1` of an operation's own server)
            pattern = "(?:^|(?<=/))" + re.sub(r"\\\{[^}]+\\\}", "([^/]+)", re.escape(template[1:])) + "$"
            self.routes.append((re.compile(pattern), template, item))

    LOCAL = {"url": "http://{oracle_host}", "variables": {"oracle_host": {"default": "127.0.0.1"}}}

    def add_local_server(self, spec):
        """Every `servers` list (document, path items, operations) also takes this host, so requests to the oracle
        match whatever host the document names (`https://verify.twilio.com`); a server's own path still counts."""
        spec["servers"] = (spec.get("servers") or []) + [self.LOCAL]
        for item in spec.get("paths", {}).values():
            for node in [item] + [item[m] for m in METHODS if isinstance(item.get(m), dict)]:
                if node.get("servers"):
                    node["servers"] = node["servers"] + [self.LOCAL]

    # -- schemas -------------------------------------------------------------------------------------------

    def resolve(self, schema):
        seen = 0
        while isinstance(schema, dict) and "$ref" in schema and seen < 32:
            node = self.spec
            for token in schema["$ref"].lstrip("#/").split("/"):
                node = node[token.replace("~1", "/").replace("~0", "~")]
            schema, seen = node, seen + 1
        return schema or {}

    def errors(self, value, schema):
        """jsonschema's errors for `value`; `#/components/…` references resolve in the document."""
        return list(OAS30Validator({**schema, "components": self.spec.get("components", {})}).iter_errors(value))

    def validate(self, value, schema, where, violations):
        for error in self.errors(value, schema):
            place = "".join(f"[{p}]" for p in error.absolute_path)
            violations.append(f"{where}{place}: {error.message}")

    def cast(self, text, schema):
        """Text from a form or query, as the schema's type (the first variant that fits, for a union)."""
        schema = self.resolve(schema)
        for key in ("oneOf", "anyOf"):
            if key in schema:
                for variant in schema[key]:
                    value = self.cast(text, variant)
                    if not self.errors(value, variant):
                        return value
                return text
        if isinstance(text, dict):
            properties = schema.get("properties", {})
            extra = schema.get("additionalProperties", {})
            return {k: self.cast(v, properties.get(k, extra if isinstance(extra, dict) else {}))
                    for k, v in text.items()}
        if isinstance(text, list):
            return [self.cast(v, schema.get("items", {})) for v in text]
        kind = schema.get("type")
        try:
            if kind == "integer":
                return int(text)
            if kind == "number":
                return float(text)
            if kind == "boolean" and text in ("true", "false"):
                return text == "true"
        except ValueError:
            pass
        return text

    # -- brackets ------------------------------------------------------------------------------------------

    @staticmethod
    def nest(pairs, name, violations, where):
        """`name[a][b]=v`, `name[]=v`, `name[0][k]=v` pairs as one nested value; `name=` alone is ''."""
        root = None
        for key, value in pairs:
            if key == name:
                if root is not None:
                    violations.append(f"{where} '{name}': sent both plain and with brackets")
                root = value
                continue
            path = re.findall(r"\[([^\]]*)\]", key[len(name):])
            if "".join(f"[{p}]" for p in path) != key[len(name):]:
                violations.append(f"{where} '{key}': malformed brackets")
                continue
            if root is None:
                root = [] if path[0] == "" or path[0].isdigit() else {}
            node = root
            for depth, part in enumerate(path):
                last = depth == len(path) - 1
                nxt = None if last else ([] if path[depth + 1] == "" or path[depth + 1].isdigit() else {})
                if isinstance(node, list):
                    if part == "":
                        node.append(value if last else nxt)
                        node = node[-1]
                        continue
                    index = int(part)
                    while len(node) <= index:
                        node.append(None)
                    if last:
                        node[index] = value
                    else:
                        node[index] = node[index] if node[index] is not None else nxt
                        node = node[index]
                elif isinstance(node, dict):
                    if last:
                        node[part] = value
                    else:
                        node = node.setdefault(part, nxt)
                else:
                    violations.append(f"{where} '{key}': a value and members at once")
                    break
        return root

    def decode_field(self, name, schema, style, explode, pairs, where, violations):
        schema = self.resolve(schema)
        mine = [(k, v) for k, v in pairs if k == name or k.startswith(name + "[")]
        if not mine:
            return None
        kind = schema.get("type")
        items = self.resolve(schema.get("items", {}))
        scalar_items = kind == "array" and items.get("type") not in ("object", "array") and not any(
            k in items for k in ("oneOf", "anyOf", "allOf", "properties"))
        if kind not in ("object", "array", None) and not any(k in schema for k in ("oneOf", "anyOf")):
            if len(mine) > 1 or mine[0][0] != name:
                violations.append(f"{where} '{name}': a scalar sent as {[k for k, _ in mine]}")
            return self.cast(mine[-1][1], schema)
        if scalar_items and style != "deepObject":
            if explode:
                if any(k != name for k, _ in mine):
                    violations.append(f"{where} '{name}': brackets on a form array")
                return self.cast([v for _, v in mine], schema)
            separator = {"form": ",", "spaceDelimited": " ", "pipeDelimited": "|"}.get(style, ",")
            return self.cast(mine[-1][1].split(separator), schema)
        if style == "form" and not explode:
            parts = mine[-1][1].split(",")
            if kind == "array":
                return self.cast(parts, schema)
            return self.cast(dict(zip(parts[::2], parts[1::2])), schema)
        return self.cast(self.nest(mine, name, violations, where), schema)

    # -- requests ------------------------------------------------------------------------------------------

    def operation(self, request):
        for pattern, template, item in self.routes:
            if pattern.search(request.path) and request.method.lower() in item:
                return template, item, item[request.method.lower()]
        return None, None, None

    def check(self, request, port):
        violations = []
        template, item, operation = self.operation(request)
        if operation is None:
            return [f"no operation for {request.method} {request.path}"], {}, None
        parameters = {(p["in"], p["name"]): p for p in map(self.resolve, item.get("parameters", []))}
        parameters.update({(p["in"], p["name"]): p for p in map(self.resolve, operation.get("parameters", []))})
        body_spec = self.resolve(operation.get("requestBody", {}))
        media = (body_spec.get("content") or {})
        content_type = (request.content_type or "").split(";")[0].strip()
        mine_query = {name for (place, name), p in parameters.items() if place == "query"}
        received = {"port": port, "path": request.path, "query": {}, "headers": {}, "cookies": {}, "body": None}

        # openapi-core: everything but the query and form bodies, which it cannot read strictly.
        result = self.api.unmarshal_request(WerkzeugOpenAPIRequest(request))
        for error in result.errors:
            location = getattr(error, "location", None)
            if location == "query":
                continue
            if content_type == "application/x-www-form-urlencoded" and "Body" in type(error).__name__:
                continue
            cause = error
            text = str(error)
            while getattr(cause, "__cause__", None) is not None:
                cause = cause.__cause__
                text += f": {cause}"
            for inner in getattr(cause, "schema_errors", []) or []:
                text += f" ({inner.message})"
            violations.append(text)
        received["headers"] = dict(result.parameters.header or {})
        received["cookies"] = dict(result.parameters.cookie or {})

        # The query, strictly.
        pairs = parse_qsl(request.query_string.decode("latin-1"), keep_blank_values=True)
        for key, _ in pairs:
            if key.split("[")[0] not in mine_query:
                violations.append(f"query '{key}': not a declared parameter")
        for (place, name), parameter in parameters.items():
            if place != "query":
                continue
            style = parameter.get("style", "form")
            explode = parameter.get("explode", style == "form")
            value = self.decode_field(name, parameter.get("schema", {}), style, explode, pairs, "query",
                                      violations)
            if value is None:
                if parameter.get("required"):
                    violations.append(f"query '{name}': required, missing")
                continue
            received["query"][name] = value
            self.validate(value, parameter.get("schema", {}), f"query '{name}'", violations)

        # A form body, strictly.
        if content_type == "application/x-www-form-urlencoded":
            form = media.get(content_type)
            if form is None:
                violations.append("body: application/x-www-form-urlencoded is not a declared media type")
            else:
                schema = self.resolve(form.get("schema", {}))
                encoding = form.get("encoding", {})
                pairs = parse_qsl(request.get_data(as_text=True), keep_blank_values=True)
                properties = schema.get("properties", {})
                for key, _ in pairs:
                    if key.split("[")[0] not in properties:
                        violations.append(f"form field '{key}': not a declared property")
                body = {}
                for name, property_schema in properties.items():
                    style = encoding.get(name, {}).get("style")
                    explode = encoding.get(name, {}).get("explode", style in (None, "form"))
                    if encoding.get(name, {}).get("contentType", "").startswith("application/json"):
                        raw = [v for k, v in pairs if k == name]
                        if raw:
                            try:
                                body[name] = json.loads(raw[-1])
                            except ValueError as error:
                                violations.append(f"form field '{name}': not JSON ({error})")
                        continue
                    value = self.decode_field(name, property_schema, style, explode, pairs, "form field",
                                              violations)
                    if value is not None:
                        body[name] = value
                received["body"] = body
                self.validate(body, schema, "body", violations)
        elif result.body is not None:
            received["body"] = jsonable(result.body)
        if content_type.startswith("multipart/"):
            received["partTypes"] = part_types(request)
        return violations, received, operation

    def example(self, operation):
        for status, response in sorted(operation.get("responses", {}).items()):
            if not str(status).startswith("2"):
                continue
            response = self.resolve(response)
            for media_type, media in (response.get("content") or {}).items():
                if "example" in media:
                    return int(status), media_type, json.dumps(media["example"])
                for example in (media.get("examples") or {}).values():
                    example = self.resolve(example)
                    if "value" in example:
                        return int(status), media_type, json.dumps(example["value"])
                return int(status), media_type, json.dumps(self.instance(media.get("schema", {})))
            return int(status), None, None
        return 204, None, None

    def instance(self, schema, depth=0):
        """A minimal schema-valid value: required properties only, examples and defaults first."""
        schema = self.resolve(schema)
        for key in ("example", "default"):
            if key in schema:
                return schema[key]
        if "enum" in schema:
            return schema["enum"][0]
        for key in ("oneOf", "anyOf"):
            if key in schema:
                return self.instance(schema[key][0], depth + 1)
        if "allOf" in schema:
            merged = {}
            for part in schema["allOf"]:
                value = self.instance(part, depth + 1)
                if isinstance(value, dict):
                    merged.update(value)
            return merged
        kind = schema.get("type", "object")
        if kind == "object":
            if depth > 8:
                return {}
            return {name: self.instance(schema.get("properties", {}).get(name, {}), depth + 1)
                    for name in schema.get("required", [])}
        return {"array": [], "string": "", "integer": 0, "number": 0, "boolean": False}.get(kind)


def media_types(node):
    """Every media type the document names: content keys and encoding contentTypes."""
    found = set()
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "content" and isinstance(value, dict):
                found.update(value)
            if key == "contentType" and isinstance(value, str):
                found.update(t.strip() for t in value.split(","))
            found |= media_types(value)
    elif isinstance(node, list):
        for value in node:
            found |= media_types(value)
    return found


def part_types(request):
    """Each multipart part's Content-Type by name (`text/plain` when a part has none), in order."""
    head = f"Content-Type: {request.headers.get('Content-Type')}\r\n\r\n".encode()
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + request.get_data())
    types = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        types.setdefault(name, []).append(part.get_content_type())
    return types


def jsonable(value):
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if hasattr(value, "read"):
        return {"file": len(value.read())}
    if isinstance(value, bytes):
        return {"bytes": len(value)}
    return str(value)


def application(oracle, port):
    def app(environ, start_response):
        request = Request(environ)
        try:
            violations, received, operation = oracle.check(request, port)
        except Exception as error:  # a bug here must fail the test, not hang it
            violations, received, operation = [f"oracle error: {type(error).__name__}: {error}"], {}, None
        if violations:
            response = Response(json.dumps({"violations": violations}), status=422,
                                content_type="application/json")
        else:
            status, media_type, body = oracle.example(operation)
            response = Response(body or b"", status=status, content_type=media_type)
        response.headers["X-Oracle-Received"] = json.dumps(received, separators=(",", ":"))
        response.headers["X-Oracle-Violations"] = str(len(violations))
        return response(environ, start_response)

    return app


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: request_oracle.py SPEC")
    oracle = Oracle(sys.argv[1])
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one line per request would flood the test log
    servers = []
    for port in ("main", "second"):
        server = make_server("127.0.0.1", 0, application(oracle, port), threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
    print(f"READY http://127.0.0.1:{servers[0].server_port} second=http://127.0.0.1:{servers[1].server_port}",
          flush=True)
    while sys.stdin.buffer.read(4096):
        pass
    for server in servers:
        server.shutdown()


if __name__ == "__main__":
    main()
