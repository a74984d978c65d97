#!/usr/bin/env bash
# The command plugin as a user runs it: a scratch package that depends on this one by path, with one spec beside
# its sources and one in a subfolder, both listed under `exclude:`. `swift package generate-client` must write
# both clients next to their specs, byte for byte what the golden files hold, and the package must then build
# with no warning (no "unhandled file", no warning in the generated code).
# Then the build plugin with two specs in one target that both declare `Pet`: the build must fail with curlew's
# diagnostic naming both files (not Swift's "'Pet' is ambiguous"), and pass once one spec sets a namespace.
# Then two specs that generate files of one name: the command plugin (`v1/openapi.yaml`, `v2/openapi.yaml`) and the
# build plugin (a spec beside a hand-written Swift file of its output's name) must stop with curlew's message naming
# both files, not SwiftPM's "multiple producers".
# Before all that, a spec with a config file (a public subset with the user's own type) through generate-client,
# used from another module.
# The scratch package (its manifest by scripts/scratch-package.sh) lives in .build/plugin-check so later runs reuse
# its build.
set -euo pipefail
swift() { command "${SWIFT:-swift}" "$@"; } # the Makefile's toolchain, also when it is not on PATH

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/scratch-package.sh
source "$root/scripts/scratch-package.sh"
app="$root/.build/plugin-check/App"
golden="$root/Tests/CurlewGeneratorTests/Golden"

rm -rf "$app/Sources"
mkdir -p "$app/Sources/App/Specs"
cp "$root/Specs/Petstore.curlew.json" "$app/Sources/App/"
cp "$root/Specs/Comments.curlew.json" "$app/Sources/App/Specs/"
cat >"$app/Sources/App/main.swift" <<'EOF'
// Names both generated clients, so the build fails if either file is missing.
print(CommentsClient.self, PetstoreClient.self)
EOF
mkdir -p "$app/Sources/Clash"
for animal in Cats Dogs; do
    cat >"$app/Sources/Clash/$animal.curlew.json" <<EOF
{ "name": "$animal", "models": { "Pet": { "fields": { "name": "String" } } },
  "endpoints": { "get$animal": { "GET": "/$animal", "returns": "[Pet]" } } }
EOF
done
cat >"$app/Sources/Clash/Shelter.swift" <<'EOF'
/// Cats' Pet is top-level, Dogs' is Dogs.Pet once Dogs.curlew.json sets "namespace": "Dogs".
func names(_ cat: Pet, _ dog: Dogs.Pet) -> [String] { [cat.name, dog.name] }
EOF
for version in v1 v2; do
    mkdir -p "$app/Sources/Versions/$version"
    printf 'openapi: 3.0.3\ninfo: { title: Shop %s, version: "1" }\npaths: {}\n' "$version" \
        >"$app/Sources/Versions/$version/openapi.yaml"
done
echo 'enum Versions {}' >"$app/Sources/Versions/Versions.swift"
# A spec with a config file (Docs/Configuration.md): public code, one of its two operations, and the user's own
# type for its uuids, in a property and in a path parameter. App imports the generated types from this module.
mkdir -p "$app/Sources/Configured"
cat >"$app/Sources/Configured/Store.openapi.yaml" <<'YAML'
openapi: 3.0.3
info: { title: Store, version: "1" }
paths:
  /orders/{id}:
    get:
      operationId: getOrder
      parameters:
        - { name: id, in: path, required: true, schema: { type: string, format: uuid } }
      responses:
        "200":
          description: An order.
          content: { application/json: { schema: { $ref: "#/components/schemas/Order" } } }
  /users:
    get:
      operationId: listUsers
      responses:
        "200":
          description: The users.
          content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/User" } } } }
components:
  schemas:
    Order: { type: object, required: [id], properties: { id: { type: string, format: uuid }, note: { type: string } } }
    User: { type: object, properties: { name: { type: string } } }
YAML
cat >"$app/Sources/Configured/Store.curlew-config.yaml" <<'YAML'
accessModifier: public
filter: { operations: [getOrder] }
typeOverrides: { formats: { uuid: OrderID } }
YAML
cat >"$app/Sources/Configured/OrderID.swift" <<'SWIFT'
/// The user's own identifier type, which Store.curlew-config.yaml gives every `format: uuid` value.
public struct OrderID: Codable, Hashable, Sendable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
SWIFT
cat >"$app/Sources/App/Store.swift" <<'SWIFT'
import Configured

/// Compiles only if generate-client applied Store.curlew-config.yaml: public types in another module, the user's
/// OrderID in the model and in the path parameter.
func order(_ client: StoreClient, id: OrderID) async throws -> OrderID {
    let order: Order = try await client.getOrder(id: id)
    return order.id
}
SWIFT
scratch_package "$app" \
    "$(scratch_target executableTarget App "Curlew CurlewJSON :Configured" \
        'exclude: ["Petstore.curlew.json", "Specs/Comments.curlew.json"]')" \
    "$(scratch_target target Configured "Curlew CurlewJSON" \
        'exclude: ["Store.openapi.yaml", "Store.curlew-config.yaml"]')" \
    "$(scratch_target target Clash Curlew plugin)" \
    "$(scratch_target target Versions "" 'exclude: ["v1/openapi.yaml", "v2/openapi.yaml"]')"

# `swift build ARGS...`, failing on an error or on any warning (in our code or the generated code).
build_without_warnings() {
    local what=$1
    shift
    local log
    log=$(swift build "$@" 2>&1) || {
        echo "$log"
        exit 1
    }
    if grep -iE "warning:" <<<"$log"; then
        echo "check-command-plugin: $what built with warnings" >&2
        exit 1
    fi
}

cd "$app"
swift package --allow-writing-to-package-directory generate-client --target App
cmp "$app/Sources/App/Petstore.swift" "$golden/Petstore.swift"
cmp "$app/Sources/App/Specs/Comments.swift" "$golden/Comments.swift"
log=$(swift package --allow-writing-to-package-directory generate-client --target Configured 2>&1) || {
    echo "$log"
    exit 1
}
store="$app/Sources/Configured/Store.swift"
# What the config file asks for, in what it printed and in the generated file: the subset, public, the user's type.
for expected in "kept 1 of 2 operations, 1 of 2 types" "public struct StoreClient" "public struct Order" \
    "public var id: OrderID" "id: OrderID"; do
    if ! grep -qF "$expected" <<<"$log" && ! grep -qF "$expected" "$store"; then
        echo "$log"
        echo "check-command-plugin: generate-client with Store.curlew-config.yaml: no '$expected'" >&2
        exit 1
    fi
done
if grep -qE "listUsers|struct User|Foundation.UUID" "$store"; then
    echo "check-command-plugin: the config's filter or override did not apply to $store" >&2
    exit 1
fi
build_without_warnings "the scratch package" --product App
echo "check-command-plugin: generate-client wrote both clients as the goldens, and one by its config file (public,"
echo "a subset, the user's type); the package builds without warnings"

if log=$(swift build --target Clash 2>&1); then
    echo "check-command-plugin: two specs declaring Pet in one target built; curlew should have stopped it" >&2
    exit 1
fi
expected="Cats.curlew.json and Dogs.curlew.json generate into one module and both declare 'Pet'"
if ! grep -qF "$expected" <<<"$log" || grep -q "is ambiguous for type lookup" <<<"$log"; then
    echo "$log"
    echo "check-command-plugin: no curlew diagnostic for the clash (expected: $expected)" >&2
    exit 1
fi
# The command plugin checks a target's specs together too, and writes nothing.
if log=$(swift package --allow-writing-to-package-directory generate-client --target Clash 2>&1) ||
    ! grep -qF "$expected" <<<"$log" || ls "$app"/Sources/Clash/*.swift | grep -qv Shelter.swift; then
    echo "$log"
    echo "check-command-plugin: generate-client did not stop at the clash" >&2
    exit 1
fi
# The fix the diagnostic names, in the spec that is not the checking command's own: a plain build picks it up.
sed -i 's/"name": "Dogs",/"name": "Dogs", "namespace": "Dogs",/' "$app/Sources/Clash/Dogs.curlew.json"
build_without_warnings "the target with two specs" --target Clash
echo "check-command-plugin: two specs declaring Pet in one target fail with curlew's diagnostic, then build with a namespace"

# Two specs that would write files of one name into one target: curlew's message, nothing written.
expected="Sources/Versions/v1/openapi.yaml and $app/Sources/Versions/v2/openapi.yaml both generate openapi.swift"
if log=$(swift package --allow-writing-to-package-directory generate-client --target Versions 2>&1) ||
    ! grep -qF "$expected" <<<"$log" || ls "$app"/Sources/Versions/v*/*.swift 2>/dev/null; then
    echo "$log"
    echo "check-command-plugin: generate-client did not stop at two specs writing openapi.swift" >&2
    exit 1
fi
# A hand-written Swift file named like a spec's generated one: the build plugin names both, before SwiftPM would
# fail with "multiple producers" and no spec named.
echo 'extension CatsClient {}' >"$app/Sources/Clash/Cats.swift"
expected="Sources/Clash/Cats.curlew.json generates Cats.swift, and the target already has $app/Sources/Clash/Cats.swift"
if log=$(swift build --target Clash 2>&1) || ! grep -qF "$expected" <<<"$log" || grep -q "multiple producers" <<<"$log"
then
    echo "$log"
    echo "check-command-plugin: no curlew diagnostic for a generated file named like a source file" >&2
    exit 1
fi
rm "$app/Sources/Clash/Cats.swift"
echo "check-command-plugin: specs writing files of one name stop with curlew's message in both plugins"

# The scripts honour the Makefile's SWIFT when no swift is on PATH (`make demo SWIFT=/opt/swift/usr/bin/swift`).
toolchain=$(type -P "${SWIFT:-swift}")
if ! log=$(env PATH=/usr/bin:/bin SWIFT="$toolchain" "$root/scripts/install-deps.sh" 2>&1); then
    echo "$log"
    echo "check-command-plugin: install-deps.sh ignored SWIFT=$toolchain" >&2
    exit 1
fi
echo "check-command-plugin: the scripts run \$SWIFT"
