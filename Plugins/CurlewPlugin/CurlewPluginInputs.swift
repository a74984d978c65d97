import Foundation

/// The files a spec's build command reads, declared as its inputs so that a change to any of them re-runs it, and
/// the total size that picks how many files its client is split into. (No `PackagePlugin` here: the generator,
/// for `curlew generate --parts auto`, the command plugin and the generator's tests compile this file too, so all
/// of them count a spec's size by one rule.)
enum CurlewPluginInputs {
    /// Reads a file's bytes, or nil when it cannot be read.
    typealias Reader = (URL) -> [UInt8]?

    /// The spec and the `siblings` its command checks type names against, then, for an OpenAPI document, every
    /// other `.yaml`, `.yml` and `.json` file among `targetFiles` (a `$ref` the scan below cannot read still
    /// re-runs the command), then the files that the OpenAPI documents' `$ref`s name, and theirs in turn, wherever
    /// they are (a package-level `Specs/` folder is outside the target). A few extra inputs cost only a rerun.
    /// With `root`, a `$ref` naming a file outside that folder (symlinks resolved) is neither read nor declared: the
    /// generator refuses it (`--ref-root`), so the scan stays inside the package too.
    static func inputFiles(
        spec: URL, siblings: [URL], targetFiles: [URL], within root: URL? = nil, read: Reader = CurlewPluginInputs.read
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
            referencedFiles(of: document, within: root, read: read).forEach(add)
        }
        return inputs
    }

    /// The files that `document`'s `$ref`s name, then the files those name, and so on (at most
    /// `SpecFileNames.maxReferencedFiles`, the generator's limit), each relative to the file that names it, as the generator reads them. Remote and
    /// absolute references are skipped, as the generator skips them; a file that cannot be read ends its branch and
    /// is no input: the scan is lexical, so `$ref: Price)` in a YAML comment or a description names a file that
    /// does not exist, and SwiftPM fails a build whose command declares a missing input (a real `$ref` to a
    /// missing file is the generator's error, with its line). With `root`, files outside it (symlinks resolved)
    /// are left out, unread.
    static func referencedFiles(
        of document: URL, within root: URL? = nil, read: Reader = CurlewPluginInputs.read
    ) -> [URL] {
        let rootPath = root.map { folder in
            let path = folder.resolvingSymlinksInPath().standardizedFileURL.path
            return path.hasSuffix("/") ? path : path + "/"
        }
        var found: [URL] = []
        var seen: Set = [document.standardizedFileURL.path]
        var queue = [document]
        let limit = SpecFileNames.maxReferencedFiles
        var next = 0
        while next < queue.count, found.count < limit {
            let file = queue[next]
            next += 1
            guard let bytes = read(file) else { continue }
            if next > 1 { found.append(file) }  // the document itself is not one of the files it names
            let folder = file.deletingLastPathComponent()
            for reference in references(in: bytes) {
                let url = URL(fileURLWithPath: reference, relativeTo: folder).standardizedFileURL
                if let rootPath, !url.resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(rootPath) {
                    continue
                }
                if queue.count <= limit * 2, seen.insert(url.path).inserted { queue.append(url) }
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

    /// The bytes of `spec` and of every file its `$ref`s reach (`referenced`, or ``referencedFiles(of:read:)``
    /// when nil; a native spec names none): what ``SpecFileNames/parts(forSpecSize:)`` sizes a client by, so an
    /// API split over many small files (DigitalOcean: a 110 KB root, 13.8 MB in all) compiles in parallel too.
    static func reachedSize(of spec: URL, referenced: [URL]? = nil, within root: URL? = nil) -> Int {
        ([spec] + (referenced ?? referencedFiles(of: spec, within: root))).reduce(0) { total, file in
            total + size(of: file)
        }
    }

    /// A file's size in bytes (of the file a symlink names), 0 when it cannot be read.
    static func size(of url: URL) -> Int {
        (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
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
