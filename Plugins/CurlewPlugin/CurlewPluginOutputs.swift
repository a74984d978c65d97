import Foundation

/// The Swift files a target's specs generate, and the names that cannot work in one target. (No `PackagePlugin`
/// here: the command plugin and the generator's tests compile this file too; the naming rules themselves are
/// `SpecFileNames`, shared with the generator.)
///
/// Swift names each object file after its source's file name, so two files of one name in a target fail the
/// build with SwiftPM's "multiple producers" (or "filename used twice"), which names neither spec: two specs in
/// different folders that generate the same name (`v1/openapi.yaml`, `v2/openapi.yaml`), or a spec whose
/// generated file is named like one of the target's own sources (`Petstore.curlew.json` beside a hand-written
/// `Petstore.swift`). `clashes` names them instead, with the fix.
enum CurlewPluginOutputs {
    /// How many files `curlew generate` (with `--parts auto`) splits the spec at `url` into, by its size and
    /// that of the files its `$ref`s reach (`referenced`, scanned when nil; ``CurlewPluginInputs/reachedSize(of:referenced:)``
    /// and ``SpecFileNames/parts(forSpecSize:)``, the CLI's rule).
    static func parts(forSpecAt url: URL, referenced: [URL]? = nil, within root: URL? = nil) -> Int {
        SpecFileNames.parts(forSpecSize: CurlewPluginInputs.reachedSize(of: url, referenced: referenced, within: root))
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
        if SpecFileNames.bareNames.contains(name) { return "\(prefix).\(name)" }
        let suffix = SpecFileNames.suffixes.first { name.hasSuffix($0) } ?? ""
        return
            "\(prefix)\(name.dropLast(suffix.count).prefix(1).uppercased())\(name.dropLast(suffix.count).dropFirst())"
            + suffix
    }
}
