import Foundation

/// The files a spec's build command reads, declared as its inputs so that a change to any of them re-runs it.
/// (No `PackagePlugin` here: the generator's tests compile this file too.)
enum CurlewPluginInputs {
    /// Reads a file's bytes, or nil when it cannot be read.
    typealias Reader = (URL) -> [UInt8]?

    /// The spec and the `siblings` its command checks type names against, then, for an OpenAPI document, every
    /// other `.yaml`, `.yml` and `.json` file among `targetFiles` (a `$ref` the scan below cannot read still
    /// re-runs the command), then the files that the OpenAPI documents' `$ref`s name, and theirs in turn, wherever
    /// they are (a package-level `Specs/` folder is outside the target). A few extra inputs cost only a rerun.
    static func inputFiles(
        spec: URL, siblings: [URL], targetFiles: [URL], read: Reader = CurlewPluginInputs.read
    ) -> [URL] {
        var inputs = [spec] + siblings
        var seen = Set(inputs.map(\.standardizedFileURL.path))
        func add(_ file: URL) {
            if seen.insert(file.standardizedFileURL.path).inserted {
                inputs.append(file)
            }
        }
        if SpecFileNames.isOpenAPI(spec.lastPathComponent) {
            for file in targetFiles.sorted(by: { $0.path < $1.path })
            where ["yaml", "yml", "json"].contains(file.pathExtension.lowercased()) {
                add(file)
            }
        }
        for document in [spec] + siblings where SpecFileNames.isOpenAPI(document.lastPathComponent) {
            referencedFiles(of: document, read: read).forEach(add)
        }
        return inputs
    }

    /// The files that `document`'s `$ref`s name, then the files those name, and so on (at most 256, the
    /// generator's limit), each relative to the file that names it, as the generator reads them. Remote and
    /// absolute references are skipped, as the generator skips them; a file that cannot be read ends its branch.
    static func referencedFiles(of document: URL, read: Reader = CurlewPluginInputs.read) -> [URL] {
        var found: [URL] = []
        var seen: Set = [document.standardizedFileURL.path]
        var queue = [document]
        while !queue.isEmpty, found.count < 256 {
            let file = queue.removeFirst()
            guard let bytes = read(file) else { continue }
            let folder = file.deletingLastPathComponent()
            for reference in references(in: bytes) {
                let url = URL(fileURLWithPath: reference, relativeTo: folder).standardizedFileURL
                if found.count < 256, seen.insert(url.path).inserted {
                    found.append(url)
                    queue.append(url)
                }
            }
        }
        return found
    }

    /// The file parts of the `$ref` values in a JSON or YAML text (`"$ref": "pet.json#/Pet"`, `$ref: 'a b.yaml'`,
    /// `$ref: schemas/pet.yaml`), percent-decoded; same-document (`#/…`), remote and absolute ones left out.
    static func references(in bytes: [UInt8]) -> [String] {
        let key = Array("$ref".utf8)
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        let blanks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t")]
        var references: [String] = []
        var index = 0
        while let start = bytes[index...].firstIndex(of: UInt8(ascii: "$")) {
            index = start + 1
            guard bytes[start...].starts(with: key) else { continue }
            var cursor = start + key.count
            if cursor < bytes.count, quotes.contains(bytes[cursor]) { cursor += 1 }
            while cursor < bytes.count, blanks.contains(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
            cursor += 1
            while cursor < bytes.count, blanks.contains(bytes[cursor]) { cursor += 1 }
            var ends: Set<UInt8> = [UInt8(ascii: "#"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
            if cursor < bytes.count, quotes.contains(bytes[cursor]) {
                ends.insert(bytes[cursor])
                cursor += 1
            } else {
                ends.formUnion(blanks.union([UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]))
            }
            let valueStart = cursor
            while cursor < bytes.count, !ends.contains(bytes[cursor]) { cursor += 1 }
            index = cursor
            let written = String(decoding: bytes[valueStart..<cursor], as: UTF8.self)
            let path = written.contains("%") ? (written.removingPercentEncoding ?? written) : written
            if !path.isEmpty, !path.hasPrefix("/"), !path.contains("://") {
                references.append(path)
            }
        }
        return references
    }

    /// A file's bytes from disk, if it is (or links to) a regular file of at most 64 MiB (the generator's limit).
    static func read(_ url: URL) -> [UInt8]? {
        let path = url.resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= 64 << 20,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return Array(data)
    }
}
