#!/usr/bin/env python3
"""Compares `curlew generate`'s subsets with scripts/subset-oracle.py on real documents (Docs/Corpus.md).

For each document: several filters (each tag alone, a few operationIds, a path glob, a method); for each, the
oracle's reached component schemas against the types the generated subset declares. A component schema counts
only when the whole client declares a type of its name (schemas that generate no type of their own, such as an
alias of a string, are skipped). Prints one line per difference and a summary per document; exit status 1 when
any difference is found.

Usage: subset-check.py <curlew> <work dir> <document>...
  SUBSET_TAGS=n   at most n tags per document (default: all)
  SUBSET_TYPECHECK=cmd   also run `cmd <files>` on each tag subset's Swift (a type-check; exit status checked)
"""
import json
import os
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
oracle_module = __import__("subset-oracle")
DECLARATION = re.compile(r"^(?:public |package |internal )?(?:indirect )?(?:struct|enum|typealias|final class) (\w+)",
                         re.M)


def type_name(text):
    """OpenAPINames.typeName: alphanumeric words, each capitalised, joined; a leading digit gets `_`."""
    name = "".join(w[0].upper() + w[1:] for w in re.split(r"[^A-Za-z0-9]+", text) if w)
    name = name or "Model"
    name = name[:120]
    return "_" + name if name[0].isdigit() else name


def declared(folder):
    names = set()
    for file in os.listdir(folder):
        if file.endswith(".swift"):
            names |= set(DECLARATION.findall(open(os.path.join(folder, file), encoding="utf-8").read()))
    return names


def generate(curlew, document, config, out):
    os.makedirs(out, exist_ok=True)
    for file in os.listdir(out):
        os.remove(os.path.join(out, file))
    config_path = out + ".curlew-config.json"
    with open(config_path, "w") as handle:
        json.dump(config, handle)
    run = subprocess.run([curlew, "generate", document, "--output", out, "--config", config_path, "--parts", "1"],
                         capture_output=True, text=True)
    return run


def filters(document, documents):
    doc = documents.load(document)
    tags, operations, paths, methods = [], [], [], set()
    for path, item in (doc.get("paths") or {}).items():
        if isinstance(item, dict) and "$ref" in item:
            item = documents.resolve(os.path.realpath(document), item["$ref"])[1]
        if not isinstance(item, dict):
            continue
        for method in ["get", "put", "post", "delete", "patch", "head", "options"]:
            operation = item.get(method)
            if isinstance(operation, dict) and "$ref" in operation:
                operation = documents.resolve(os.path.realpath(document), operation["$ref"])[1]
            if not isinstance(operation, dict):
                continue
            methods.add(method.upper())
            paths.append(path)
            for tag in operation.get("tags") or []:
                if tag not in tags:
                    tags.append(tag)
            if operation.get("operationId"):
                operations.append(operation["operationId"])
    limit = int(os.environ.get("SUBSET_TAGS", "0")) or len(tags)
    result = [("tag " + tag, {"filter": {"tags": [tag]}}, True) for tag in tags[:limit]]
    if operations:
        picks = sorted({operations[0], operations[len(operations) // 2], operations[-1]})
        result.append(("operations " + ",".join(picks), {"filter": {"operations": picks}}, False))
    if paths:
        segments = [s for s in paths[len(paths) // 3].split("/") if s]
        if segments:
            pattern = "/" + segments[0] + "/**"
            result.append(("paths " + pattern, {"filter": {"paths": [pattern]}}, False))
            star = "/" + "/".join(segments[:-1] + ["*"])
            result.append(("paths " + star, {"filter": {"paths": [star]}}, False))
    for method in sorted(methods)[:2]:
        result.append(("method " + method, {"filter": {"methods": [method]}}, False))
    if tags and len(tags) > 1:
        result.append(("exclude tag " + tags[0], {"exclude": {"tags": [tags[0]]}}, False))
    return result


def main():
    curlew, work, documents = sys.argv[1], sys.argv[2], sys.argv[3:]
    typecheck = os.environ.get("SUBSET_TYPECHECK")
    failed = False
    for document in documents:
        base = os.path.basename(document)
        full = os.path.join(work, base, "all")
        run = generate(curlew, document, {}, full)
        if run.returncode != 0:
            print(f"{base}: the whole client does not generate:\n{run.stderr}")
            failed = True
            continue
        everything = declared(full)
        differences = 0
        documents = oracle_module.Documents()
        doc = documents.load(document)
        schemas = {type_name(n) for n in (doc.get("components") or {}).get("schemas") or {}}
        whole = oracle_module.reach(document, {}, documents)
        schemas |= {type_name(n) for n in whole["reached"] + whole["bases"]}
        checks = filters(document, documents)
        for index, (label, config, check_compile) in enumerate(checks):
            out = os.path.join(work, base, f"f{index}")
            run = generate(curlew, document, config, out)
            oracle = oracle_module.reach(document, config, documents)
            if run.returncode != 0 and not oracle["operations"] and "keep none" in run.stderr:
                continue  # both keep nothing: an error, as documented
            if run.returncode != 0:
                print(f"{base}: [{label}] generate failed: {run.stderr.strip()[:500]}")
                differences += 1
                continue
            kept = declared(out)
            reached = {type_name(n) for n in oracle["reached"]}
            bases = {type_name(n) for n in oracle["bases"]}
            universe = (schemas | reached | bases) & everything
            missing = sorted((reached & universe) - kept)
            extra = sorted((universe & kept) - reached - bases)
            if os.environ.get("SUBSET_VERBOSE"):
                print(f"{base}: [{label}] oracle {len(reached & universe)} of {len(universe)}, "
                      f"kept {len(kept & universe)}")
            if missing or extra:
                differences += 1
                print(f"{base}: [{label}] {run.stdout.strip().split(': ', 1)[-1]}; oracle {len(reached & universe)}")
                if missing:
                    print(f"    the oracle reaches, not generated: {' '.join(missing)}")
                if extra:
                    print(f"    generated, the oracle does not reach: {' '.join(extra)}")
            if typecheck and check_compile:
                files = [os.path.join(out, f) for f in os.listdir(out) if f.endswith(".swift")]
                result = subprocess.run(typecheck.split() + files, capture_output=True, text=True)
                if result.returncode != 0:
                    differences += 1
                    print(f"{base}: [{label}] does not type-check:\n{(result.stdout + result.stderr)[:2000]}")
        print(f"{base}: {len(checks)} filters, {differences} with differences", flush=True)
        failed = failed or differences > 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
