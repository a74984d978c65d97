#!/usr/bin/env python3
# Writes the synthetic OpenAPI document the generator is timed on (not used by the tests):
#   python3 synthetic-openapi.py 2400 > /tmp/Synthetic.openapi.yaml   # about 4.9 MB
#   curlew generate /tmp/Synthetic.openapi.yaml --output /tmp/out
import sys
# A synthetic OpenAPI 3.0 document of about 4 MB: many schemas (objects with refs, enums, arrays, allOf,
# nullable, formats) and many operations (path/query/header params, JSON bodies, several responses).
N = int(sys.argv[1]) if len(sys.argv) > 1 else 2400
out = ["openapi: 3.0.3", "info:", "  title: Synthetic Big API", "  version: '1.0'", "servers:", "  - url: https://api.example.com/v1", "paths:"]
for i in range(N):
    out += [
f"  /things{i}/{{thingId}}:",
f"    parameters:",
f"      - {{ name: thingId, in: path, required: true, schema: {{ type: integer, format: int64 }} }}",
f"    get:",
f"      operationId: getThing{i}",
f"      summary: Gets thing {i}.",
f"      tags: [group{i % 17}]",
f"      parameters:",
f"        - {{ name: limit, in: query, schema: {{ type: integer, format: int32, default: 20 }} }}",
f"        - {{ name: tags, in: query, schema: {{ type: array, items: {{ type: string }} }} }}",
f"        - {{ name: X-Request-Id, in: header, schema: {{ type: string, format: uuid }} }}",
f"      responses:",
f"        '200':",
f"          description: The thing.",
f"          content:",
f"            application/json:",
f"              schema: {{ $ref: '#/components/schemas/Thing{i}' }}",
f"        '404':",
f"          description: Not found.",
f"          content:",
f"            application/json:",
f"              schema: {{ $ref: '#/components/schemas/Problem' }}",
f"    put:",
f"      operationId: putThing{i}",
f"      requestBody:",
f"        required: true",
f"        content:",
f"          application/json:",
f"            schema: {{ $ref: '#/components/schemas/Thing{i}' }}",
f"      responses:",
f"        '204': {{ description: Stored. }}",
    ]
out += ["components:", "  schemas:", "    Problem:", "      type: object", "      required: [code]", "      properties:", "        code: { type: integer }", "        message: { type: string }"]
for i in range(N):
    out += [
f"    Thing{i}:",
f"      description: Thing number {i}, with a description long enough to look like a real one.",
f"      allOf:",
f"        - $ref: '#/components/schemas/Base{i}'",
f"        - type: object",
f"          required: [id, name]",
f"          properties:",
f"            id: {{ type: integer, format: int64 }}",
f"            name: {{ type: string, description: The name. }}",
f"            createdAt: {{ type: string, format: date-time }}",
f"            owner: {{ $ref: '#/components/schemas/Thing{(i + 1) % N}' }}",
f"            children: {{ type: array, items: {{ $ref: '#/components/schemas/Thing{i}' }} }}",
f"            status: {{ type: string, enum: [active, inactive, deleted], nullable: true }}",
f"            attributes: {{ type: object, additionalProperties: {{ type: string }} }}",
f"            location: {{ type: object, properties: {{ lat: {{ type: number }}, lon: {{ type: number }} }} }}",
f"    Base{i}:",
f"      type: object",
f"      properties:",
f"        etag: {{ type: string }}",
f"        version: {{ type: integer, default: 1 }}",
    ]
sys.stdout.write("\n".join(out) + "\n")
