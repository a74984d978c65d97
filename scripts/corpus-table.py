#!/usr/bin/env python3
"""The table of `make corpus` (scripts/corpus.sh) from the results folder it fills, one subfolder per document.

A warning is *lossy* unless it says what a client cannot do by nature (BY_NATURE below): webhooks and callbacks
are requests the server makes, OAuth flows need a browser or a token endpoint the caller drives, links describe
what a caller may do next. Everything else says that something the API sends or receives is not typed, is sent
differently or is left out, and counts against the goal of zero. Notes (`file:line:column: note: …`) lose nothing:
what the client leaves to the server (`not`), a default that does not fit its type; they are counted apart.
"""
import os
import re
import sys

# Messages (after normalize) about things no generated client does: not losses.
BY_NATURE = [
    r"webhook",
    r"callback",
    r"oauth",
    r"openIdConnect",
    r"'links?'",
    r"'callbacks'",
]

WARNING = re.compile(r"^(?P<where>[^\n]*?:\d+:\d+): (?P<severity>warning|note): (?P<message>.*)$")
COMPILER = re.compile(r"^(?P<file>/[^:]+\.swift):\d+:\d+: (?P<kind>error|warning): ")


def normalize(message):
    """A warning's kind: its message with quoted names, numbers and lists taken out."""
    text = re.sub(r"'[^']*'", "'…'", message)
    text = re.sub(r"\"[^\"]*\"", '"…"', text)
    text = re.sub(r"\(([^()]*)\)", "(…)", text)
    text = re.sub(r"\b\d+\b", "N", text)
    return text


def is_lossy(message):
    return not any(re.search(pattern, message, re.IGNORECASE) for pattern in BY_NATURE)


DECLARATION = re.compile(r"(?:public )?(?:indirect )?(?:struct|enum) \w+")


def count_declarations(source):
    """(client methods, declared types) of a generated file: the client's `func`s (not its `…Stream` twins nor
    `timeout`) and the top-level types (or those in `extension <Namespace>` blocks), the client not counted."""
    methods = types = 0
    block = None
    for line in source.splitlines():
        if not line.startswith(" "):
            if re.match(r"(?:public )?struct \w+Client: ", line):
                block = "client"
            elif line.startswith("extension "):
                block = "extension"
            elif DECLARATION.match(line):
                block = None
                types += 1
            elif line.startswith("}"):
                block = None
            continue
        if block == "client" and re.match(r"    (?:public )?func (?!timeout\()\w+(?<!Stream)\(", line):
            methods += 1
        elif block == "extension" and DECLARATION.match(line[4:]) and not line.startswith("     "):
            types += 1
    return methods, types


def read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except FileNotFoundError:
        return None


def timing(path):
    """(seconds, peak RSS in MiB) from a GNU time -v report, or None."""
    text = read(path)
    if text is None:
        return None
    seconds = 0.0
    match = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", text)
    if match:
        for part in match.group(1).split(":"):
            seconds = seconds * 60 + float(part)
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)
    return seconds, (int(rss.group(1)) / 1024 if rss else 0)


def main():
    results = sys.argv[1]
    rows = []
    kinds_by_document = {}
    for document in sorted(os.listdir(results)):
        folder = os.path.join(results, document)
        errors = read(os.path.join(folder, "generate.err")) or ""
        kinds = {}
        spec_errors = 0
        previous = None  # the location of the line before: a diagnostic's hint is a note at the same place
        for line in errors.splitlines():
            match = WARNING.match(line)
            where = match.group("where") if match else line.split(": ")[0]
            is_hint = match is not None and match.group("severity") == "note" and where == previous
            previous = where
            if match and not is_hint:
                message = match.group("message")
                if match.group("severity") == "note":
                    prefix = "n "
                else:
                    prefix = "L " if is_lossy(message) else "N "
                kind = prefix + normalize(message)
                kinds[kind] = kinds.get(kind, 0) + 1
            elif ": error: " in line:
                spec_errors += 1
        kinds_by_document[document] = kinds
        methods = types = 0
        generated = os.path.join(folder, "generated")
        for name in sorted(os.listdir(generated)) if os.path.isdir(generated) else []:
            source = read(os.path.join(generated, name)) or ""
            m, t = count_declarations(source)
            methods += m
            types += t
        generate = timing(os.path.join(folder, "generate.time"))
        compile_ = timing(os.path.join(folder, "compile.time"))
        compiled = read(os.path.join(folder, "compile.out"))
        status = (read(os.path.join(folder, "compile.status")) or "").strip()
        compiler_errors = compiler_warnings = 0
        for line in (compiled or "").splitlines():
            match = COMPILER.match(line)
            if match:
                if match.group("kind") == "error":
                    compiler_errors += 1
                else:
                    compiler_warnings += 1
        if compiled is not None and status != "0" and compiler_errors == 0:
            compiler_errors = 1  # failed without a located error (a crash, a linker error)
        total = sum(count for kind, count in kinds.items() if not kind.startswith("n "))
        lossy = sum(count for kind, count in kinds.items() if kind.startswith("L "))
        notes = sum(count for kind, count in kinds.items() if kind.startswith("n "))
        rows.append(
            [
                document,
                str(methods),
                str(types),
                str(total),
                str(lossy),
                str(notes),
                str(spec_errors),
                f"{generate[0]:.2f}" if generate else "-",
                f"{generate[1]:.0f}" if generate else "-",
                f"{compile_[0]:.1f}" if compile_ else "-",
                f"{compile_[1]:.0f}" if compile_ else "-",
                str(compiler_errors) if compiled is not None else "-",
                str(compiler_warnings) if compiled is not None else "-",
            ]
        )
    header = [
        "document",
        "methods",
        "types",
        "warnings",
        "lossy",
        "notes",
        "spec errors",
        "generate s",
        "generate MiB",
        "compile s",
        "compile MiB",
        "compile errors",
        "compile warnings",
    ]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()
    print("Warnings by kind (L = lossy, N = by nature, n = a note: nothing lost):")
    for document, kinds in kinds_by_document.items():
        if not kinds:
            continue
        print()
        print(f"{document}:")
        for kind, count in sorted(kinds.items(), key=lambda item: -item[1]):
            print(f"  {count:5d} {kind}")


if __name__ == "__main__":
    main()
