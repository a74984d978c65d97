#!/usr/bin/env python3
"""An oracle for a config file's `filter`/`exclude` (Docs/Configuration.md), written apart from the generator: the
component schemas that the kept operations of an OpenAPI document reach.

It reads the document with PyYAML (JSON is YAML), keeps the operations that the filter names (operationId, tag,
path glob, method; `exclude` wins), and follows from each kept operation its parameters (path item's and its own),
request body, responses and their headers, through every `$ref` (components/parameters, requestBodies, responses,
headers, schemas; in the same file or another one), into a schema's properties, items, additionalProperties,
allOf/oneOf/anyOf, not and discriminator mappings. Prints one JSON object:

    {"operations": [...kept operationIds or "METHOD /path"...],
     "reached": [...component schemas reached...],
     "bases": [...schemas reached only as a `$ref` directly under allOf (copied into their children)...]}

An `allOf` of one `$ref` and nothing else of its own (`{allOf: [$ref: X], description: …}`) is a use of X.

A schema is named by its component name (`#/components/schemas/Pet` -> `Pet`); one in a file of its own (a
`$ref` to a whole file, DigitalOcean's layout) by that file's name without its extension; one at the top of another
file (`models.yml#/Pet`) by its key.

Usage: subset-oracle.py <document> <filter.json>
  filter.json: {"filter": {"tags": [...], "operations": [...], "paths": [...], "methods": [...]},
                "exclude": {...}}   (both optional, as in a config file; `schemas` is not modelled),
               or a list of such objects (then a list of answers is printed, in order).
A JSON document needs only Python's standard library (CurlewGeneratorTests' CorpusSubsetTests runs it so); YAML
needs PyYAML.
"""
import json
import os
import re
import sys

METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]


def load(path):
    """A JSON file with json alone; YAML with PyYAML (its C loader when there is one)."""
    with open(path, encoding="utf-8") as handle:
        if path.endswith(".json"):
            return json.load(handle)
        import yaml

        return yaml.load(handle, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


class Documents:
    """Loaded files, by absolute path."""

    def __init__(self):
        self.files = {}
        self.root = None  # the document's own file (its `#/Name` is not a schema)

    def load(self, path):
        path = os.path.realpath(path)
        self.root = self.root or path
        if path not in self.files:
            self.files[path] = load(path)
        return self.files[path]

    def resolve(self, base, ref):
        """(file, node, schema name or None) that `ref`, written in `base`, names."""
        target, _, pointer = ref.partition("#")
        path = os.path.realpath(os.path.join(os.path.dirname(base), target)) if target else base
        node = self.load(path)
        parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]] if pointer else []
        for part in parts:
            node = node[int(part)] if isinstance(node, list) else node[part]
        name = None
        if len(parts) == 3 and parts[0] == "components" and parts[1] == "schemas":
            name = parts[2]
        elif not parts:
            name = os.path.splitext(os.path.basename(path))[0]
        elif len(parts) == 1 and path != self.root:
            name = parts[0]
        return path, node, name


def glob(pattern, text):
    """`**` any text, `*` any text within a segment, other characters themselves (the generator's rule)."""
    regex = ""
    index = 0
    while index < len(pattern):
        if pattern.startswith("**", index):
            regex += ".*"
            index += 2
        elif pattern[index] == "*":
            regex += "[^/]*"
            index += 1
        else:
            regex += re.escape(pattern[index])
            index += 1
    return re.fullmatch(regex, text, flags=re.S) is not None


def names(operation_filter, method, path, operation):
    """Whether a filter block names the operation."""
    if operation.get("operationId") in operation_filter.get("operations", []):
        return True
    if set(operation.get("tags") or []) & set(operation_filter.get("tags", [])):
        return True
    if any(glob(p, path) for p in operation_filter.get("paths", [])):
        return True
    return method.upper() in [m.upper() for m in operation_filter.get("methods", [])]


class Walker:
    def __init__(self, documents):
        self.documents = documents
        self.reached = set()  # schemas reached as a type
        self.bases = set()  # schemas reached as an allOf entry only
        self.seen = set()  # (file, id(node), as_base) walked

    def ref(self, file, ref, as_base=False):
        path, node, name = self.documents.resolve(file, ref)
        if name is not None:
            (self.bases if as_base else self.reached).add(name)
        return path, node

    def schema(self, file, node, as_base=False):
        if isinstance(node, bool) or not isinstance(node, dict):
            return
        key = (file, id(node))
        if key in self.seen:
            return
        self.seen.add(key)
        if isinstance(node.get("$ref"), str):
            path, target = self.ref(file, node["$ref"], as_base)
            self.seen.discard(key)  # the same $ref object may be met again as a base and as a type
            self.schema(path, target)
            return
        for child in (node.get("properties") or {}).values():
            self.schema(file, child)
        for keyword in ("items", "additionalProperties", "not"):
            if isinstance(node.get(keyword), dict):
                self.schema(file, node[keyword])
        for keyword in ("oneOf", "anyOf"):
            for child in node.get(keyword) or []:
                self.schema(file, child)
        parts = node.get("allOf") or []
        # `{allOf: [$ref: X], description: …}` is X with another description (a use of X), not X extended
        alone = len(parts) == 1 and not node.get("properties") and not node.get("additionalProperties")
        for child in parts:
            self.schema(file, child, as_base=not alone)
        if isinstance(node.get("items"), list):
            for child in node["items"]:
                self.schema(file, child)
        mapping = (node.get("discriminator") or {}).get("mapping") or {}
        for value in mapping.values():
            if isinstance(value, str) and ("#" in value or "/" in value or value.endswith((".yaml", ".json"))):
                path, target = self.ref(file, value)
                self.schema(path, target)

    def deref(self, file, node):
        """Follows `$ref`s that are not schemas (parameters, responses, bodies, headers)."""
        while isinstance(node, dict) and isinstance(node.get("$ref"), str):
            file, node, _ = self.documents.resolve(file, node["$ref"])
        return file, node

    def content(self, file, content):
        for media in (content or {}).values():
            file2, media = self.deref(file, media)
            if isinstance(media, dict) and "schema" in media:
                self.schema(file2, media["schema"])

    def parameter(self, file, node):
        file, node = self.deref(file, node)
        if not isinstance(node, dict):
            return
        if "schema" in node:
            self.schema(file, node["schema"])
        self.content(file, node.get("content"))

    def operation(self, file, path_item_file, path_item, operation):
        for parameter in (path_item.get("parameters") or []):
            self.parameter(path_item_file, parameter)
        for parameter in operation.get("parameters") or []:
            self.parameter(file, parameter)
        if "requestBody" in operation:
            body_file, body = self.deref(file, operation["requestBody"])
            if isinstance(body, dict):
                self.content(body_file, body.get("content"))
        for response in (operation.get("responses") or {}).values():
            response_file, response = self.deref(file, response)
            if not isinstance(response, dict):
                continue
            self.content(response_file, response.get("content"))
            for header in (response.get("headers") or {}).values():
                self.parameter(response_file, header)


def reach(document_path, config, documents=None):
    """The oracle's answer for a config (a dict with `filter` and/or `exclude`), as `main` prints it."""
    document_path = os.path.realpath(document_path)
    documents = documents or Documents()
    document = documents.load(document_path)
    walker = Walker(documents)
    kept = []
    for path, item in (document.get("paths") or {}).items():
        item_file, item = walker.deref(document_path, item)
        if not isinstance(item, dict):
            continue
        for method in METHODS:
            operation_file, operation = walker.deref(item_file, item.get(method))
            if not isinstance(operation, dict):
                continue
            keep = "filter" not in config or names(config["filter"], method, path, operation)
            if "exclude" in config and names(config["exclude"], method, path, operation):
                keep = False
            if keep:
                kept.append(operation.get("operationId") or f"{method.upper()} {path}")
                walker.operation(operation_file, item_file, item, operation)
    return {
        "operations": kept,
        "reached": sorted(walker.reached),
        "bases": sorted(walker.bases - walker.reached),
    }


def main():
    with open(sys.argv[2], encoding="utf-8") as handle:
        configs = json.load(handle)
    if isinstance(configs, list):
        documents = Documents()
        print(json.dumps([reach(sys.argv[1], config, documents) for config in configs]))
    else:
        print(json.dumps(reach(sys.argv[1], configs)))


if __name__ == "__main__":
    main()
