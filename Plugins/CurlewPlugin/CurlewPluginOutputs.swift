import Foundation

/// The Swift files a target's specs generate, and the names that cannot work in one target. (No `PackagePlugin`
/// here: the command plugin and the generator's tests compile this file too.)
///
/// Swift names each object file after its source's file name, so two files of one name in a target fail the
/// build with SwiftPM's "multiple producers" (or "filename used twice"), which names neither spec: two specs in
/// different folders that generate the same name (`v1/openapi.yaml`, `v2/openapi.yaml`), or a spec whose
/// generated file is named like one of the target's own sources (`Petstore.curlew.json` beside a hand-written
/// `Petstore.swift`). `clashes` names them instead, with the fix.
enum CurlewPluginOutputs {
    /// The spec file suffixes, dropped from the output name (the CLI's rule, `Generator.outputFileName`).
    static let suffixes = [
        ".curlew.json", ".curlew.yaml", ".curlew.yml", ".openapi.yaml", ".openapi.yml", ".openapi.json",
    ]

    /// The file names that are OpenAPI documents without a suffix of their own.
    static let bareNames: Set = ["openapi.yaml", "openapi.yml", "openapi.json"]

    /// The output base name of a spec file name (`Petstore.curlew.json` → `Petstore`, `openapi.yaml` →
    /// `openapi`), or nil when the name is not a spec's.
    static func baseName(ofSpec name: String) -> String? {
        if bareNames.contains(name) { return "openapi" }
        let suffix = suffixes.first { name.hasSuffix($0) && name.count > $0.count }
        return suffix.map { String(name.dropLast($0.count)) }
    }

    /// The files of a spec split in `parts`: `<Base>.swift`, then `<Base>+Models2.swift` ….
    static func outputNames(base: String, parts: Int) -> [String] {
        [base + ".swift"] + (parts < 2 ? [] : (2...parts).map { "\(base)+Models\($0).swift" })
    }

    /// One message per clash: an output name that two of `specs` generate, or that one of `sources` (the target's
    /// own Swift files; pass none where the generated files themselves sit in the target) already has.
    static func clashes(specs: [(url: URL, outputs: [String])], sources: [URL]) -> [String] {
        var messages: [String] = []
        var producers: [String: URL] = [:]
        for spec in specs {
            guard let name = spec.outputs.first(where: { producers[$0] != nil }), let other = producers[name] else {
                for output in spec.outputs { producers[output] = spec.url }
                continue
            }
            messages.append(
                "\(other.path) and \(spec.url.path) both generate \(name), and Swift needs distinct file names in "
                    + "a target: rename one spec (e.g. to \(suggestedName(for: spec.url)))")
        }
        let sourcesByName = Dictionary(sources.map { ($0.lastPathComponent, $0) }) { first, _ in first }
        for spec in specs {
            guard let name = spec.outputs.first(where: { sourcesByName[$0] != nil }), let source = sourcesByName[name]
            else { continue }
            messages.append(
                "\(spec.url.path) generates \(name), and the target already has \(source.path): rename the spec or "
                    + "that file (if generate-client wrote it, delete it: the build plugin generates it now)")
        }
        return messages
    }

    /// A spec name that generates a file named after the spec's folder: `v2/openapi.yaml` → `V2.openapi.yaml`.
    static func suggestedName(for spec: URL) -> String {
        let name = spec.lastPathComponent
        let folder = spec.deletingLastPathComponent().lastPathComponent
        let prefix = folder.prefix(1).uppercased() + folder.dropFirst()
        if bareNames.contains(name) { return "\(prefix).\(name)" }
        let suffix = suffixes.first { name.hasSuffix($0) } ?? ""
        return
            "\(prefix)\(name.dropLast(suffix.count).prefix(1).uppercased())\(name.dropLast(suffix.count).dropFirst())"
            + suffix
    }
}
