#!/usr/bin/env bash
# The command plugin as a user runs it: a scratch package that depends on this one by path, with one spec beside
# its sources and one in a subfolder, both listed under `exclude:`. `swift package generate-client` must write
# both clients next to their specs, byte for byte what the golden files hold, and the package must then build
# with no warning (no "unhandled file", no warning in the generated code).
# The scratch package lives in .build/plugin-check so later runs reuse its build.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
name=$(basename "$root") # SwiftPM names a path dependency after its folder
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
cat >"$app/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "Curlew", package: "$name"),
                .product(name: "CurlewJSON", package: "$name"),
            ],
            exclude: ["Petstore.curlew.json", "Specs/Comments.curlew.json"]
        )
    ]
)
EOF

cd "$app"
swift package --allow-writing-to-package-directory generate-client
cmp "$app/Sources/App/Petstore.swift" "$golden/Petstore.swift"
cmp "$app/Sources/App/Specs/Comments.swift" "$golden/Comments.swift"
log=$(swift build 2>&1) || {
    echo "$log"
    exit 1
}
if grep -iE "warning:" <<<"$log"; then
    echo "check-command-plugin: the scratch package built with warnings" >&2
    exit 1
fi
echo "check-command-plugin: generate-client wrote both clients as the goldens; the package builds without warnings"
