#!/usr/bin/env python3
"""Valid JSON instances of an OpenAPI document's component schemas, for the decoding oracle (scripts/oracle.sh).

Usage: oracle-instances.py <document> <generated Swift folder> <out folder> [instances per schema]

Each component schema that the generated client declares as a type (`struct`/`enum` named as the generator names
components) is turned into JSON Schema (OpenAPI 3.0's `nullable` becomes a `null` type; `discriminator`, `xml`,
`example(s)` and `x-` keys are dropped) and given to hypothesis-jsonschema, which draws a bounded number of
instances with a fixed seed (derandomized, so every run draws the same). Writes `<out>/<SwiftType>.jsonl` (one
instance a line) and `<SwiftType>.expected.jsonl` (the same with each absent property that has a `default` set to
it, as the generated code writes it back) and prints a line per schema skipped, with the reason (a recursive `$ref`, a schema it cannot
satisfy).

Constraints the generated types imply are added (documented normalisations): integers stay within the range of
their Swift type (Int32 for `format: int32`, UInt64 for `uint64`, else Int), `format: float` numbers within Float's,
`format: uuid` strings are UUIDs (draft 7 has no such format), a discriminated `oneOf`/`anyOf` holds its tags, and an
object schema that does not set `additionalProperties` gets no undeclared members (the generated struct keeps only
declared ones, by design).
"""
import json
import os
import re
import sys
import warnings

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import HypothesisException
from hypothesis_jsonschema import from_schema

INTEGER_RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1), "uint64": (0, 2**64 - 1)}
DROPPED = {"discriminator", "xml", "example", "examples", "externalDocs", "deprecated"}


def type_name(text):
    """OpenAPINames.typeName: words of ASCII letters and digits, each capitalised, joined."""
    words = re.findall(r"[A-Za-z0-9]+", text)
    name = "".join(word[0].upper() + word[1:] for word in words)
    if name and name[0].isdigit():
        name = "_" + name
    return name


SCHEMAS = {}
OPEN = "__open"


def declared_names(node, depth=0):
    """The property names an `allOf` schema's parts declare, or None when a part allows others."""
    if depth > 16 or not isinstance(node, dict):
        return None
    reference = node.get("$ref")
    if isinstance(reference, str) and reference.startswith("#/components/schemas/"):
        return declared_names(SCHEMAS.get(reference.split("/")[-1]), depth + 1)
    if node.get("additionalProperties") not in (None, False):
        return None
    names = set((node.get("properties") or {}).keys())
    for member in node.get("allOf") or []:
        inner = declared_names(member, depth + 1)
        if inner is None:
            return None
        names |= inner
    return names


def with_tags(node):
    """A `oneOf`/`anyOf` with a discriminator as JSON Schema: each `$ref` variant must hold one of its tags (the
    `mapping` keys naming it, else its schema name) in the discriminator property."""
    discriminator = node.get("discriminator")
    keyword = "oneOf" if "oneOf" in node else "anyOf" if "anyOf" in node else None
    if not isinstance(discriminator, dict) or keyword is None or "propertyName" not in discriminator:
        return node
    prop = discriminator["propertyName"]
    tags = {}
    for tag, target in (discriminator.get("mapping") or {}).items():
        reference = target if "/" in target or "#" in target else "#/components/schemas/" + target
        tags.setdefault(reference, []).append(tag)
    variants = []
    for variant in node[keyword]:
        reference = variant.get("$ref") if isinstance(variant, dict) else None
        if not reference:
            variants.append(variant)
            continue
        values = tags.get(reference) or [reference.split("/")[-1]]
        # The variant's open copy (see main), closed here with the tag property beside its own.
        wrapper = {"allOf": [{"$ref": reference + OPEN}, {"properties": {prop: {"enum": values}}, "required": [prop]}]}
        names = declared_names(variant)
        if names is not None:
            wrapper["propertyNames"] = {"enum": sorted(names | {prop})}
        variants.append(wrapper)
    return {**node, keyword: variants}


def open_reference(schema):
    """A `$ref` to a component made a `$ref` to its open copy."""
    reference = schema.get("$ref") if isinstance(schema, dict) else None
    if isinstance(reference, str) and reference.startswith("#/components/schemas/") and not reference.endswith(OPEN):
        return {**schema, "$ref": reference + OPEN}
    return schema


def to_json_schema(node, closed=True):
    """The node as JSON Schema; `closed` adds `additionalProperties: false` to an object schema without `allOf`
    that does not set it (not to a component other schemas merge through `allOf`)."""
    if isinstance(node, list):
        return [to_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = with_tags(node)
    result = {}
    for key, value in node.items():
        if key in DROPPED or key.startswith("x-"):
            continue
        if key == "allOf" and isinstance(value, list):
            result[key] = [to_json_schema(member, closed=False) for member in value]
        elif key in ("properties", "patternProperties", "definitions", "$defs") and isinstance(value, dict):
            result[key] = {name: to_json_schema(schema) for name, schema in value.items()}
        else:
            result[key] = to_json_schema(value)
    types = result.get("type") if isinstance(result.get("type"), list) else [result.get("type")]
    if "integer" in types and "minimum" not in result and "maximum" not in result:
        # The generated types: Int32 for int32, UInt64 for uint64, else Int (64 bits).
        low, high = INTEGER_RANGES.get(result.get("format"), INTEGER_RANGES["int64"])
        result["minimum"], result["maximum"] = low, high
    if result.get("format") == "uuid" and "pattern" not in result:
        # Draft 7 has no uuid format: the generator reads it as a UUID, so only UUIDs are valid.
        result["pattern"] = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
    if "number" in types and result.get("format") == "float" and "minimum" not in result and "maximum" not in result:
        result["minimum"], result["maximum"] = -3.4028234663852886e38, 3.4028234663852886e38
    variants = [key for key in ("oneOf", "anyOf") if key in result]
    if "properties" in result and variants:
        # Object variants beside properties add optional fields (the generator merges them): the variants are
        # open, and the object may have the properties of any of them.
        names = set(result["properties"])
        for key in variants:
            for variant in node[key]:
                inner = declared_names(variant)
                names = None if names is None or inner is None else names | inner
            result[key] = [open_reference(to_json_schema(variant, closed=False)) for variant in node[key]]
        if closed and names is not None and "additionalProperties" not in result:
            result["propertyNames"] = {"enum": sorted(names)}
    elif closed and "properties" in result and "allOf" not in result and "additionalProperties" not in result:
        # Undeclared members are not kept unless the schema says so (`additionalProperties`), by design.
        result["additionalProperties"] = False
    if closed and "allOf" in result:
        names = declared_names(node)
        if names:
            result["propertyNames"] = {"enum": sorted(names)}
    if result.pop("nullable", False) is True:
        if "type" in result:
            types = result["type"] if isinstance(result["type"], list) else [result["type"]]
            result["type"] = types + ["null"]
            if "enum" in result:
                result["enum"] = list(result["enum"]) + [None]
        elif "$ref" in result or "allOf" in result or "oneOf" in result or "anyOf" in result:
            result = {"anyOf": [result, {"type": "null"}]}
    return result


def object_parts(schema, depth=0):
    """The schema and its `allOf` parts, `$ref`s followed (not into `oneOf`/`anyOf`: the variant is unknown)."""
    if depth > 16 or not isinstance(schema, dict):
        return []
    reference = schema.get("$ref")
    if isinstance(reference, str) and reference.startswith("#/components/schemas/"):
        return object_parts(SCHEMAS.get(reference.split("/")[-1]), depth + 1)
    parts = [schema]
    for member in schema.get("allOf") or []:
        parts += object_parts(member, depth + 1)
    return parts


def with_defaults(value, schema, depth=0):
    """The value as the generated code writes it back: an absent property with a `default` holds it."""
    if depth > 32:
        return value
    parts = object_parts(schema)
    if isinstance(value, dict):
        for part in parts:
            for name, property_schema in (part.get("properties") or {}).items():
                resolved = object_parts(property_schema)
                if name in value:
                    value[name] = with_defaults(value[name], property_schema, depth + 1)
                elif resolved and "default" in resolved[0] and resolved[0]["default"] is not None:
                    value[name] = resolved[0]["default"]
    elif isinstance(value, list):
        for part in parts:
            if isinstance(part.get("items"), dict):
                return [with_defaults(item, part["items"], depth + 1) for item in value]
    return value


def main():
    document_path, generated, out = sys.argv[1], sys.argv[2], sys.argv[3]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else 10
    with open(document_path, encoding="utf-8") as handle:
        document = json.load(handle) if document_path.endswith(".json") else yaml.safe_load(handle)
    source = ""
    for name in os.listdir(generated):
        if name.endswith(".swift"):
            with open(os.path.join(generated, name), encoding="utf-8") as handle:
                source += handle.read()
    declared = set(re.findall(r"^\s*(?:public )?(?:indirect )?(?:struct|enum) (\w+)", source, re.M))
    schemas = (document.get("components") or {}).get("schemas") or {}
    SCHEMAS.update(schemas)
    merged = set(re.findall(r"'allOf': \[[^\]]*?'\$ref': '#/components/schemas/([^']+)'", repr(schemas)))
    components = {
        "schemas": {name: to_json_schema(schema, closed=name not in merged) for name, schema in schemas.items()}
    }
    components["schemas"].update({name + OPEN: to_json_schema(schema, closed=False) for name, schema in schemas.items()})
    os.makedirs(out, exist_ok=True)
    warnings.simplefilter("ignore")
    used = set()
    for component in schemas:
        swift = type_name(component)
        if swift not in declared or swift in used:
            print(f"skipped {component}: no type {swift} in the client")
            continue
        used.add(swift)
        root = {"$ref": "#/components/schemas/" + component, "components": components}
        drawn = []
        try:
            strategy = from_schema(root)

            @settings(
                max_examples=count,
                derandomize=True,
                database=None,
                deadline=None,
                suppress_health_check=list(HealthCheck),
            )
            @given(strategy)
            def collect(value):
                drawn.append(value)

            collect()
        except (HypothesisException, Exception) as failure:  # noqa: BLE001 - any failure skips the schema
            print(f"skipped {component}: {type(failure).__name__}: {str(failure).splitlines()[0][:160]}")
            continue
        unique = []
        for value in drawn:
            text = json.dumps(value, ensure_ascii=False)
            if text not in unique:
                unique.append(text)
        with open(os.path.join(out, swift + ".jsonl"), "w", encoding="utf-8") as handle:
            for text in unique[:count]:
                handle.write(text + "\n")
        with open(os.path.join(out, swift + ".expected.jsonl"), "w", encoding="utf-8") as handle:
            for text in unique[:count]:
                expected = with_defaults(json.loads(text), schemas[component])
                handle.write(json.dumps(expected, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
