#!/usr/bin/env python3
"""Cuts an excerpt of a one-file OpenAPI document for Tests/Fixtures/Corpus (see its SOURCES.md): the named
operations as published (their path item's parameters too) and every component they reach by `$ref`, transitively,
unchanged. Only `info.title` is the script's own; the security schemes are copied whole.

Usage: subset-excerpt.py <document> <out.json> <title> <operationId>...
"""
import json
import sys

import yaml

source, out, title = sys.argv[1], sys.argv[2], sys.argv[3]
wanted = set(sys.argv[4:])

class Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """YAML's scalars as JSON would read them: a date stays the text it is (`2023-01-01`)."""


Loader.yaml_implicit_resolvers = {
    first: [(tag, regex) for tag, regex in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
with open(source, encoding="utf-8") as handle:
    document = json.load(handle) if source.endswith(".json") else yaml.load(handle, Loader=Loader)

paths = {}
for path, item in document["paths"].items():
    kept = {key: value for key, value in item.items()
            if isinstance(value, dict) and value.get("operationId") in wanted}
    if kept:
        if "parameters" in item:
            kept = {"parameters": item["parameters"], **kept}
        paths[path] = kept
found = {operation["operationId"] for item in paths.values() for key, operation in item.items() if key != "parameters"}
if found != wanted:
    sys.exit(f"no such operations: {sorted(wanted - found)}")


def refs(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith("#/components/"):
                yield tuple(value.split("/")[2:4])
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs(value)


components = {}
todo = list(refs(paths))
while todo:
    section, name = todo.pop()
    if name in components.setdefault(section, {}):
        continue
    components[section][name] = document["components"][section][name]
    todo += list(refs(components[section][name]))
if "securitySchemes" in document.get("components", {}):
    components["securitySchemes"] = document["components"]["securitySchemes"]
# the document's own order, so the excerpt reads like the original
components = {section: {name: components[section][name] for name in document["components"][section]
                        if name in components[section]}
              for section in document["components"] if section in components}
result = {"openapi": document["openapi"], "info": {**document["info"], "title": title}}
for key in ("servers", "security"):
    if key in document:
        result[key] = document[key]
result["paths"] = paths
result["components"] = components
with open(out, "w", encoding="utf-8") as handle:
    json.dump(result, handle, indent=1, ensure_ascii=False)
    handle.write("\n")
