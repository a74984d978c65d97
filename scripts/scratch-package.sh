# Sourced by the scripts that build generated code as a user would (check-command-plugin.sh, corpus.sh,
# oracle.sh): the scratch package they write, which depends on this package by path. One copy of the manifest, so
# a change to the products, the tools version or the plugin's name is made once.
#
#   scratch_target KIND NAME [PRODUCTS [EXTRA]]   prints one target: `.KIND(name: NAME, dependencies: [...], EXTRA)`
#       KIND      target, executableTarget, testTarget
#       PRODUCTS  this package's products it depends on, space-separated (default "Curlew CurlewJSON"; "" for none);
#                 `:Name` is a target of the scratch package
#       EXTRA     more arguments, Swift text (`exclude: ["a.json"]`); `plugin` alone means the build plugin
#   scratch_package FOLDER TARGET...              writes FOLDER/Package.swift: package "App" with those targets
#
# `$root` is this package's folder (set by the sourcing script); SwiftPM names a path dependency after its folder.

scratch_target() {
    local kind=$1 target=$2 products=${3-Curlew CurlewJSON} extra=${4-}
    local name product dependencies=""
    name=$(basename "$root")
    for product in $products; do
        if [ "${product#:}" != "$product" ]; then
            dependencies+="
                \"${product#:}\","
        else
            dependencies+="
                .product(name: \"$product\", package: \"$name\"),"
        fi
    done
    [ -n "$dependencies" ] && dependencies+="
            "
    [ "$extra" = plugin ] && extra="plugins: [.plugin(name: \"CurlewPlugin\", package: \"$name\")]"
    printf '        .%s(\n            name: "%s",\n            dependencies: [%s]%s\n        ),' \
        "$kind" "$target" "$dependencies" "${extra:+,
            $extra}"
}

scratch_package() {
    local folder=$1
    shift
    mkdir -p "$folder"
    {
        printf '// swift-tools-version:6.0\n// Written by scripts/scratch-package.sh.\nimport PackageDescription\n\n'
        printf 'let package = Package(\n    name: "App",\n    dependencies: [.package(path: "%s")],\n' "$root"
        printf '    targets: [\n'
        printf '%s\n' "$@"
        printf '    ]\n)\n'
    } >"$folder/Package.swift"
}
