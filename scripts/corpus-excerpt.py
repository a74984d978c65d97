#!/usr/bin/env python3
"""Cuts an excerpt of an OpenAPI document for Tests/Fixtures/Corpus (see its SOURCES.md): the named component
schemas, what they reach by $ref, the schemas extending a base with a discriminator, and one GET per named schema.

Usage: corpus-excerpt.py <document> <out.json> <title> <schema>...
"""
import json, sys, yaml, re
src, out, title = sys.argv[1], sys.argv[2], sys.argv[3]
names = sys.argv[4:]
doc = json.load(open(src)) if src.endswith('.json') else yaml.safe_load(open(src))
schemas = doc['components']['schemas']
# extra: components that extend a chosen base (allOf inheritance)
keep = []
todo = list(names)
def refs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == '$ref' and isinstance(v, str) and v.startswith('#/components/schemas/'):
                yield v.split('/')[-1]
            else:
                yield from refs(v)
    elif isinstance(node, list):
        for v in node: yield from refs(v)
while todo:
    n = todo.pop(0)
    if n in keep: continue
    keep.append(n)
    todo += list(refs(schemas[n]))
    if 'discriminator' in schemas[n]:
        for m, s in schemas.items():
            if any(isinstance(a, dict) and a.get('$ref') == '#/components/schemas/' + n for a in s.get('allOf', [])):
                todo.append(m)
result = {
    'openapi': doc['openapi'],
    'info': {'title': title, 'version': str(doc['info'].get('version', '1'))},
    'paths': {},
    'components': {'schemas': {n: schemas[n] for n in sorted(keep, key=list(schemas).index)}},
}
for n in names:
    result['paths']['/' + n] = {'get': {'operationId': 'get' + n, 'responses': {'200': {'description': 'ok',
        'content': {'application/json': {'schema': {'$ref': '#/components/schemas/' + n}}}}}}}
text = json.dumps(result, indent=1)
open(out, 'w').write(text + '\n')
print(out, len(text), len(keep))
