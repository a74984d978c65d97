import Foundation

/// The files a spec's build command reads, declared as its inputs so that a change to any of them re-runs it.
/// (No `PackagePlugin` here: the generator's tests compile this file too.)
enum CurlewPluginInputs {
    /// The spec and the `siblings` its command checks type names against, then, for an OpenAPI document, every
    /// other `.yaml`, `.yml` and `.json` file among `targetFiles`: the files its `$ref`s may name. The plugin
    /// API has no dependency file to list exactly those, and a few extra inputs cost only a rerun.
    static func inputFiles(spec: URL, siblings: [URL], targetFiles: [URL]) -> [URL] {
        var inputs = [spec] + siblings
        guard isOpenAPI(spec.lastPathComponent) else { return inputs }
        var seen = Set(inputs.map(\.standardizedFileURL.path))
        for file in targetFiles.sorted(by: { $0.path < $1.path })
        where ["yaml", "yml", "json"].contains(file.pathExtension.lowercased()) {
            if seen.insert(file.standardizedFileURL.path).inserted {
                inputs.append(file)
            }
        }
        return inputs
    }

    /// `openapi.{yaml,yml,json}` or `*.openapi.{yaml,yml,json}`: a document whose `$ref`s may name other files.
    static func isOpenAPI(_ name: String) -> Bool {
        ["openapi.yaml", "openapi.yml", "openapi.json"].contains { name == $0 || name.hasSuffix("." + $0) }
    }
}
