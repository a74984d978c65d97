#!/usr/bin/env python3
"""A deterministic synthetic OpenAPI 3.0 document of a chosen size, shaped like the real ones.

Issue 25 (item 6) asks what a 4 MB API's client costs to build. The real documents here are 0.3-1.5 MB (and
DigitalOcean's 13.8 MB, mostly examples over 2,900 files), so this writes one of any size whose density matches
theirs (../shared/specs/real: Adyen Checkout and Management, Twilio 2010, Conversations, Messaging and
Verify, Xero Accounting and Payroll), measured on 2026-12-03 with schemas and paths as minified JSON (the real
range; this script's 4 MB document in brackets):

    per component schema    520-2,010 bytes [1,100]; 4.2-10.1 properties per object [6.3]; `$ref`s 0.27-1.99
                            [1.11]; enums 0.27-0.85 [0.46] of 3-16 values [4.4]; arrays 0.02-1.01 [0.56];
                            descriptions 2.7-8.3 [5.4] of 47-136 bytes [107]; `allOf` 0-0.008 [0.004];
                            `oneOf` 0-0.025 [0.010]
    per operation           2,170-4,840 bytes, median 3,390 [2,290]; 1.3-4.1 parameters [2.2]; a JSON body on
                            up to 86 % of them [41 %]; a JSON 200 and a shared error answer; `examples` on half
    schemas : paths         0.14-0.87 of the bytes are schemas [0.46]
    pretty-printed          two-space indented JSON, as Adyen publishes its documents

Resources are made of word pairs (`LedgerInvoice`), each with a model, a create request, a list page, a status
enum and nested objects, and list/create/get/update/delete operations (not always all five). The same seed and
size give the same bytes.

    scripts/synthetic-openapi.py [--megabytes 4] [--seed 25] --output Synthetic.openapi.json
    scripts/synthetic-openapi.py --subset-config 5      # prints a config that keeps five operations
    scripts/synthetic-openapi.py --measure ../shared/specs/real/*.{json,yaml}   # the densities above

The five-operation subset (`--subset-config 5`) names the first five operations of different resources.
"""

import argparse
import json
import random
import sys

NOUNS = """account address adjustment agreement allocation approval asset attachment audit balance batch
beneficiary bill booking budget bundle card carrier case channel charge checkout claim collection comment
contact contract coupon credit customer dashboard delivery deposit device discount dispute document domain
draft entry estimate event expense export feature fee file forecast fulfillment fund grant group import
incident installment instrument insurance inventory invoice issue item journal label ledger lease license
limit line loan location mandate merchant message meter milestone note notification offer order organization
package partner payment payout period permission plan policy portfolio price product profile project promotion
quote rate receipt reconciliation record refund region reminder report request reservation return review risk
role rule schedule segment session settlement shipment signature site source statement store subscription
supplier survey task tax team template terminal ticket token transaction transfer trial usage user vendor
verification wallet warehouse webhook workflow""".split()

ADJECTIVES = """active archived automatic billing business connected custom default digital domestic external
financial global hosted internal linked managed manual merchant mobile monthly partial pending primary
recurring regional retail scheduled secure shared standard static tax trusted verified virtual""".split()

WORDS = """the a this that each every which when where for with without from into over under after before
amount value status time date currency code name identifier reference object list field record customer
merchant payment account balance request response returned created updated deleted used set given shown
must may can will is are be only also not more less than when if its their of to in on by at as or and
optional required default maximum minimum number string boolean format example description limit page cursor
""".split()

FORMATS = [None, None, None, "date-time", "date", "uri", "email", "uuid"]


def camel(words):
    return "".join(w[:1].upper() + w[1:] for w in words)


def lower_camel(words):
    text = camel(words)
    return text[:1].lower() + text[1:]


class Writer:
    """Builds the document from one seeded random source, so it is the same for the same seed and size."""

    def __init__(self, seed):
        self.random = random.Random(seed)
        self.schemas = {}
        self.paths = {}
        self.operation_ids = []
        self.first_of_resource = []

    def sentence(self, low, high):
        """A description of `low`..`high` bytes: real documents' descriptions are ~100 bytes on average."""
        target = self.random.randint(low, high)
        words = []
        while sum(len(w) + 1 for w in words) < target:
            words.append(self.random.choice(WORDS))
        text = " ".join(words)
        return text[:1].upper() + text[1:] + "."

    def scalar(self):
        """A scalar property: string (with a format sometimes), integer, number or boolean."""
        kind = self.random.choices(["string", "integer", "number", "boolean"], [60, 18, 10, 12])[0]
        schema = {"type": kind, "description": self.sentence(40, 160)}
        if kind == "string":
            fmt = self.random.choice(FORMATS)
            if fmt:
                schema["format"] = fmt
            if self.random.random() < 0.25:
                schema["maxLength"] = self.random.choice([32, 64, 255, 1024])
        if kind == "integer" and self.random.random() < 0.4:
            schema["format"] = "int64"
        if self.random.random() < 0.3:
            schema["example"] = {"string": "example", "integer": 42, "number": 9.5, "boolean": True}[kind]
        return schema

    def enum_schema(self, name):
        count = self.random.randint(3, 8)
        values = [lower_camel([self.random.choice(ADJECTIVES), self.random.choice(NOUNS)]) for _ in range(count)]
        values = list(dict.fromkeys(values))
        self.schemas[name] = {"type": "string", "description": self.sentence(60, 200), "enum": values}
        return {"$ref": f"#/components/schemas/{name}"}

    def object_schema(self, name, references, properties_wanted):
        """A component object: scalars, refs to other components, arrays, an inline enum now and then."""
        properties = {"id": {"type": "string", "description": self.sentence(30, 90)}}
        required = ["id"]
        while len(properties) < properties_wanted:
            key = lower_camel([self.random.choice(ADJECTIVES), self.random.choice(NOUNS)])
            if key in properties:
                continue
            roll = self.random.random()
            if roll < 0.13 and references:
                schema = {"$ref": f"#/components/schemas/{self.random.choice(references)}"}
            elif roll < 0.19 and references:
                schema = {"type": "array", "description": self.sentence(40, 140),
                          "items": {"$ref": f"#/components/schemas/{self.random.choice(references)}"}}
            elif roll < 0.23:
                schema = {"type": "array", "description": self.sentence(40, 140), "items": {"type": "string"}}
            elif roll < 0.31:
                values = list(dict.fromkeys(self.random.choice(NOUNS) for _ in range(self.random.randint(2, 6))))
                schema = {"type": "string", "description": self.sentence(40, 160), "enum": values}
            elif roll < 0.30:
                schema = {"type": "object", "description": self.sentence(40, 120),
                          "additionalProperties": {"type": "string"}}
            else:
                schema = self.scalar()
            properties[key] = schema
            if self.random.random() < 0.25:
                required.append(key)
        self.schemas[name] = {"type": "object", "description": self.sentence(80, 300), "required": required,
                              "properties": properties}

    def resource(self, index):
        """One resource's schemas and operations."""
        words = [self.random.choice(ADJECTIVES), self.random.choice(NOUNS)]
        base = camel(words) + (str(index) if index else "")
        plural = lower_camel(words) + "s" + (str(index) if index else "")
        status = f"{base}Status"
        self.enum_schema(status)
        nested = [f"{base}{camel([self.random.choice(NOUNS)])}Details" for _ in range(self.random.randint(1, 3))]
        nested = list(dict.fromkeys(nested))
        others = [name for name in self.schemas if self.schemas[name].get("type") == "object"][-12:]
        for name in nested:
            self.object_schema(name, others, self.random.randint(3, 8))
        self.object_schema(base, nested + others[-4:], self.random.randint(7, 14))
        self.schemas[base]["properties"]["status"] = {"$ref": f"#/components/schemas/{status}"}
        request = f"{base}CreateRequest"
        self.object_schema(request, nested, self.random.randint(4, 9))
        roll = self.random.random()
        if roll < 0.05 and others:
            self.schemas[f"{base}Extended"] = {"allOf": [
                {"$ref": f"#/components/schemas/{base}"},
                {"type": "object", "properties": {"extra": self.scalar()}}]}
        elif roll < 0.13 and len(nested) > 1:
            self.schemas[f"{base}Variant"] = {"description": self.sentence(60, 160), "oneOf": [
                {"$ref": f"#/components/schemas/{name}"} for name in nested]}
        page = f"{base}List"
        self.schemas[page] = {"type": "object", "description": self.sentence(60, 160), "required": ["data"],
                              "properties": {
                                  "data": {"type": "array", "items": {"$ref": f"#/components/schemas/{base}"}},
                                  "hasMore": {"type": "boolean", "description": self.sentence(40, 90)},
                                  "nextCursor": {"type": "string", "description": self.sentence(40, 90)}}}
        self.operations(base, plural, request, page, status)

    def parameter(self, name, where, schema, required=False):
        return {"name": name, "in": where, "required": required or where == "path",
                "description": self.sentence(80, 320), "schema": schema}

    def answer(self, ref, with_example):
        content = {"schema": {"$ref": f"#/components/schemas/{ref}"}}
        if with_example:
            content["examples"] = {"basic": {"summary": self.sentence(20, 60), "value": self.example_of(ref, 0)}}
        return {"200": {"description": self.sentence(30, 100), "content": {"application/json": content}},
                "default": {"$ref": "#/components/responses/Error"}}

    def example_of(self, name, depth):
        schema = self.schemas[name]
        if "enum" in schema:
            return schema["enum"][0]
        value = {}
        for key, prop in list((schema.get("properties") or {}).items())[:12]:
            if "$ref" in prop:
                if depth < 1:
                    value[key] = self.example_of(prop["$ref"].rsplit("/", 1)[1], depth + 1)
            elif prop.get("type") == "array":
                value[key] = []
            elif "enum" in prop:
                value[key] = prop["enum"][0]
            elif prop.get("type") in ("string", "integer", "number", "boolean"):
                value[key] = {"string": "text", "integer": 7, "number": 1.5, "boolean": False}[prop["type"]]
        return value

    def operations(self, base, plural, request, page, status):
        tag = base
        shapes = ["list", "create", "get", "update", "delete"]
        kept = [shape for shape in shapes if self.random.random() < 0.8] or ["get"]
        first = True
        for shape in kept:
            item = f"/v1/{plural}" + ("" if shape in ("list", "create") else "/{id}")
            method = {"list": "get", "create": "post", "get": "get", "update": "patch", "delete": "delete"}[shape]
            operation_id = f"{shape}{base}" + ("s" if shape == "list" else "")
            parameters = []
            if "{id}" in item:
                parameters.append(self.parameter("id", "path", {"type": "string"}))
            if shape == "list":
                parameters.append(self.parameter("limit", "query", {"type": "integer", "maximum": 100}))
                parameters.append(self.parameter("cursor", "query", {"type": "string"}))
                parameters.append(self.parameter("status", "query", {"$ref": f"#/components/schemas/{status}"}))
                if self.random.random() < 0.5:
                    parameters.append(self.parameter("createdAfter", "query",
                                                     {"type": "string", "format": "date-time"}))
            else:
                if self.random.random() < 0.5:
                    parameters.append(self.parameter("expand", "query",
                                                     {"type": "array", "items": {"type": "string"}}))
                if self.random.random() < 0.3:
                    parameters.append(self.parameter("locale", "query", {"type": "string"}))
            if shape == "list":
                for extra in range(self.random.randint(0, 3)):
                    kind = self.random.choice(["string", "integer", "boolean"])
                    parameters.append(self.parameter(lower_camel([self.random.choice(NOUNS), "filter", str(extra)]),
                                                     "query", {"type": kind}))
            operation = {"operationId": operation_id, "tags": [tag], "summary": self.sentence(20, 60),
                         "description": self.sentence(400, 1400), "parameters": parameters}
            if shape in ("create", "update"):
                operation["requestBody"] = {"required": True, "description": self.sentence(40, 120),
                                            "content": {"application/json": {
                                                "schema": {"$ref": f"#/components/schemas/{request}"}}}}
            answer = page if shape == "list" else base
            if shape == "delete":
                operation["responses"] = {"204": {"description": self.sentence(30, 90)},
                                          "default": {"$ref": "#/components/responses/Error"}}
            else:
                operation["responses"] = self.answer(answer, self.random.random() < 0.5)
            self.paths.setdefault(item, {})[method] = operation
            self.operation_ids.append(operation_id)
            if first:
                self.first_of_resource.append(operation_id)
                first = False

    def document(self, megabytes):
        self.schemas["Error"] = {"type": "object", "required": ["code", "message"], "properties": {
            "code": {"type": "string", "description": self.sentence(40, 90)},
            "message": {"type": "string", "description": self.sentence(40, 90)}}}
        target = int(megabytes * 1_000_000)
        index = 0
        while True:
            self.resource(index)
            index += 1
            if index % 20 == 0 and len(self.render()) >= target:
                break
        while len(self.render()) > target and len(self.paths) > 1:  # trim to the size asked
            last = list(self.paths)[-1]
            del self.paths[last]
        return self.render()

    def render(self):
        document = {
            "openapi": "3.0.3",
            "info": {"title": "Synthetic", "version": "1.0.0",
                     "description": "A synthetic API of scripts/synthetic-openapi.py (Curlew, issue 25)."},
            "servers": [{"url": "https://api.example.com"}],
            "paths": self.paths,
            "components": {"schemas": self.schemas, "responses": {"Error": {
                "description": "An error.",
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}}},
        }
        return json.dumps(document, indent=2) + "\n"


def density(path):
    """The densities of the docstring for the document at `path` (JSON, or YAML with PyYAML), as one line."""
    with open(path) as file:
        if path.endswith(".json"):
            document = json.load(file)
        else:
            import yaml  # only for measuring YAML documents

            document = yaml.load(file, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    counts = {key: 0 for key in ("ref", "enum", "values", "allOf", "oneOf", "array", "desc", "descBytes",
                                  "objects", "properties")}

    def walk(node):
        if isinstance(node, dict):
            counts["ref"] += "$ref" in node
            if isinstance(node.get("enum"), list):
                counts["enum"] += 1
                counts["values"] += len(node["enum"])
            counts["allOf"] += "allOf" in node
            counts["oneOf"] += "oneOf" in node
            counts["array"] += node.get("type") == "array"
            if isinstance(node.get("description"), str):
                counts["desc"] += 1
                counts["descBytes"] += len(node["description"])
            if node.get("type") == "object" or "properties" in node:
                counts["objects"] += 1
                counts["properties"] += len(node.get("properties") or {})
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    schemas = (document.get("components") or {}).get("schemas") or {}
    walk(schemas)
    operations = parameters = bodies = 0
    for item in (document.get("paths") or {}).values():
        for method, operation in item.items():
            if method not in ("get", "put", "post", "delete", "patch", "head", "options"):
                continue
            operations += 1
            parameters += len(operation.get("parameters") or []) + len(item.get("parameters") or [])
            bodies += "requestBody" in operation
    schema_bytes = len(json.dumps(schemas, default=str))
    path_bytes = len(json.dumps(document.get("paths") or {}, default=str))
    n, ops = max(len(schemas), 1), max(operations, 1)
    return (f"{path}: {len(schemas)} schemas, {schema_bytes / n:.0f} B each, "
            f"{counts['properties'] / max(counts['objects'], 1):.1f} properties per object; per schema "
            f"$ref {counts['ref'] / n:.2f}, enum {counts['enum'] / n:.2f} "
            f"({counts['values'] / max(counts['enum'], 1):.1f} values), array {counts['array'] / n:.2f}, "
            f"descriptions {counts['desc'] / n:.1f} "
            f"({counts['descBytes'] / max(counts['desc'], 1):.0f} B), allOf {counts['allOf'] / n:.3f}, "
            f"oneOf {counts['oneOf'] / n:.3f}; {operations} operations, {path_bytes / ops:.0f} B each, "
            f"{parameters / ops:.1f} parameters, {bodies} bodies; "
            f"schemas {schema_bytes / (schema_bytes + path_bytes):.2f} of the bytes")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--megabytes", type=float, default=4.0)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--output", default="-")
    parser.add_argument("--subset-config", type=int, metavar="N",
                        help="print a config that keeps N operations of different resources, not the document")
    parser.add_argument("--measure", nargs="+", metavar="DOCUMENT",
                        help="print the densities of these documents (as the docstring counts them) and stop")
    arguments = parser.parse_args()
    if arguments.measure:
        for path in arguments.measure:
            print(density(path))
        return
    writer = Writer(arguments.seed)
    text = writer.document(arguments.megabytes)
    if arguments.subset_config:
        present = {op["operationId"] for item in writer.paths.values() for op in item.values()}
        kept = [op for op in writer.first_of_resource if op in present][: arguments.subset_config]
        sys.stdout.write("filter:\n  operations: [" + ", ".join(kept) + "]\n")
        return
    if arguments.output == "-":
        sys.stdout.write(text)
    else:
        with open(arguments.output, "w") as file:
            file.write(text)


if __name__ == "__main__":
    main()
