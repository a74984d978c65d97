import Foundation

/// The OpenAPI document and the files its `$ref`s name, read lazily, with `$ref` resolution and the diagnostics
/// of all of them (each located in its own file).
struct OpenAPIDocuments {
    /// Reads a file that a relative `$ref` names (the path as written, relative to the document's directory).
    typealias Loader = (_ relativePath: String) -> [UInt8]?
    /// Why a file that a relative `$ref` names may not be read (it is outside the reference root), or nil.
    typealias Confinement = @Sendable (_ relativePath: String) -> String?

    /// At most this many files per generation (DigitalOcean's description is 2,900 files), and `$ref` chains at
    /// most this long.
    static let maxFiles = SpecFileNames.maxReferencedFiles
    static let maxReferenceHops = 64

    private(set) var files: [SourceText]
    private var roots: [SpecNode?]
    /// Each file by its path from the root: the document's directory made absolute (against the working
    /// directory when its name is relative), so `../specs/x.yaml` from `specs/` is `x.yaml` whichever way it is
    /// reached.
    private var fileIndex: [String: Int]
    /// The document's directory, absolute, ending in `/`: what `fileIndex` keys start with.
    private let absoluteDirectory: String
    /// Each file's path relative to the document's directory ("" for the document).
    private var relativeNames: [String]
    private let loader: Loader?
    private let confinement: Confinement?
    /// Member lookup tables for large objects (components/schemas of big documents), by file and pointer.
    private var memberTables: [String: [String: Int]] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Diagnostics already reported (a node may be resolved more than once; its problem is reported once).
    private var reported: Set<Diagnostic> = []

    init(main: SourceText, root: SpecNode, loader: Loader?, confinement: Confinement? = nil) {
        files = [main]
        roots = [root]
        relativeNames = [""]
        self.loader = loader
        self.confinement = confinement
        let absoluteMain =
            main.fileName.hasPrefix("/")
            ? main.fileName : FileManager.default.currentDirectoryPath + "/" + main.fileName
        absoluteDirectory = Self.directory(of: absoluteMain)
        fileIndex = [Self.normalized(absoluteMain): 0]
    }

    var root: OpenAPINode {
        OpenAPINode(node: roots[0] ?? SpecNode(value: .null, offset: 0), file: 0, pointer: "#")
    }

    // MARK: - Diagnostics

    /// `message (at #/pointer)` at the node's key or value.
    mutating func warning(_ message: String, at node: OpenAPINode, hint: String? = nil) {
        report(.warning, message, at: node, hint: hint)
    }

    mutating func error(_ message: String, at node: OpenAPINode, hint: String? = nil) {
        report(.error, message, at: node, hint: hint)
    }

    /// A note: nothing the API sends or receives is lost, but the code does not do all the spec's words say
    /// (`Diagnostic.Severity.note`).
    mutating func note(_ message: String, at node: OpenAPINode, hint: String? = nil) {
        report(.note, message, at: node, hint: hint)
    }

    /// A warning about what no client does by nature (webhooks, OAuth flows): not a loss (`isByNature`).
    mutating func byNature(_ message: String, at node: OpenAPINode, hint: String? = nil) {
        report(.warning, message, at: node, hint: hint, byNature: true)
    }

    mutating func report(
        _ severity: Diagnostic.Severity, _ message: String, at node: OpenAPINode, hint: String?, byNature: Bool = false
    ) {
        let file = files[node.file]
        var diagnostic = Diagnostic(
            severity, "\(message) (at \(place(of: node)))", at: file.location(ofByte: node.node.offset), hint: hint)
        diagnostic.isByNature = byNature
        if reported.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
    }

    /// Where a node is, as diagnostics name it: its JSON pointer, after the file name when it is in another file.
    func place(of node: OpenAPINode) -> String {
        node.file == 0 ? node.pointer : "\(files[node.file].fileName)\(node.pointer)"
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    // MARK: - Source text

    /// A number or boolean exactly as written in its file (YAML's `010`, `1E3`, `True`; JSON's text), where a
    /// string was meant; nil when the file's bytes there do not read back as that value (a tagged or anchored
    /// YAML scalar, say).
    func writtenText(of node: OpenAPINode) -> String? {
        let bytes = files[node.file].bytes
        var end = node.node.offset
        guard end >= 0 else { return nil }
        while end < bytes.count, end - node.node.offset < 400,
            Self.isScalarByte(bytes[end])
        {
            end += 1
        }
        guard end > node.node.offset else { return nil }
        let text = String(decoding: bytes[node.node.offset..<end], as: UTF8.self)
        switch (node.node.value, YAMLScalar.resolvePlain(text)) {
        case (.number(let number), .number(let written)) where number == written || number == text: return text
        case (.number(let number), _) where number == text: return text
        case (.bool(let flag), .bool(let written)) where flag == written: return text
        default: return nil
        }
    }

    /// Letters, digits and `+-._`: the bytes a plain number or boolean is written with.
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }

    // MARK: - References

    /// The node itself, or what its `$ref` (and the `$ref`s that one names) point to. Warns and returns nil
    /// for references that cannot be followed.
    mutating func resolve(_ node: OpenAPINode) -> OpenAPINode? {
        var current = node
        var seen: Set<String> = []
        for _ in 0..<Self.maxReferenceHops {
            guard let reference = current["$ref"] else { return current }
            guard let text = reference.string else {
                warning("'$ref' must be a string", at: reference)
                return nil
            }
            let key = "\(current.file)|\(current.pointer)"
            guard seen.insert(key).inserted else {
                warning("'$ref' cycle through '\(text)'", at: reference)
                return nil
            }
            guard let target = lookUp(text, from: reference) else { return nil }
            current = target
        }
        warning("'$ref' chain longer than \(Self.maxReferenceHops) hops", at: node)
        return nil
    }

    /// The members of a schema's `properties`, that map itself possibly a `$ref` (DigitalOcean's
    /// `properties: {$ref: 'attributes.yml#/load_balancer_droplet_ids'}`): then the target's members, each in its
    /// own file, so its own relative references still resolve.
    mutating func properties(of schema: OpenAPINode) -> [(key: String, value: OpenAPINode)] {
        guard let map = schema["properties"] else { return [] }
        guard map["$ref"] != nil else { return map.members }
        return resolve(map)?.members ?? []
    }

    /// The node a reference text names, relative to the file `from` is in.
    mutating func lookUp(_ text: String, from: OpenAPINode) -> OpenAPINode? {
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts.first.map(String.init) ?? ""
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        var file = from.file
        if !path.isEmpty {
            guard let index = loadFile(path, from: from) else { return nil }
            file = index
        }
        guard let root = roots[file] else { return nil }
        var node = OpenAPINode(node: root, file: file, pointer: "#")
        guard fragment.isEmpty || fragment.hasPrefix("/") else {
            warning("only JSON pointer fragments ('#/…') are supported in '$ref', found '\(text)'", at: from)
            return nil
        }
        for token in fragment.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = OpenAPINode.unescape(token)
            if let child = child(of: node, key: key) {
                node = child
            } else {
                warning("'$ref' target '\(text)' does not exist", at: from)
                return nil
            }
        }
        return node
    }

    private mutating func child(of node: OpenAPINode, key: String) -> OpenAPINode? {
        if let elements = node.node.elements {
            guard let index = Int(key), elements.indices.contains(index) else { return nil }
            return OpenAPINode(node: elements[index], file: node.file, pointer: node.pointer + "/" + key)
        }
        guard let members = node.node.members else { return nil }
        if members.count < 32 { return node[key] }
        let tableKey = "\(node.file)|\(node.pointer)"
        if memberTables[tableKey] == nil {
            var table: [String: Int] = [:]
            for (index, member) in members.enumerated() where table[member.key] == nil {
                table[member.key] = index
            }
            memberTables[tableKey] = table
        }
        guard let index = memberTables[tableKey]?[key] else { return nil }
        return OpenAPINode(
            node: members[index].value, file: node.file, pointer: node.pointer + "/" + OpenAPINode.escape(key))
    }

    /// Reads (once) a file named by a relative reference; nil with a warning when it cannot be used.
    private mutating func loadFile(_ written: String, from: OpenAPINode) -> Int? {
        // A `$ref` is a URI: `my%20file.yaml` names `my file.yaml`.
        let path = Self.decoded(written)
        let lower = path.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.contains("://") {
            warning("remote '$ref' '\(path)' is not followed; only files beside the document are", at: from)
            return nil
        }
        if path.hasPrefix("/") {
            warning("absolute '$ref' path '\(path)' is not followed; use a path relative to the document", at: from)
            return nil
        }
        // `./x.yaml`, `x.yaml` and `sub/../x.yaml` are one file (and `./api.yaml` may be the document itself).
        let relative = Self.normalized(Self.directory(of: relativeNames[from.file]) + path)
        guard !relative.isEmpty else {
            warning("cannot read the referenced file '\(path)'", at: from)
            return nil
        }
        let mainDirectory = Self.directory(of: files[0].fileName)
        let key = Self.normalized(absoluteDirectory + relative)
        if let index = fileIndex[key] { return roots[index] == nil ? nil : index }
        if let refusal = confinement?(relative) {
            error("'$ref' '\(written)' \(refusal)", at: from)
            return nil
        }
        guard files.count < Self.maxFiles else {
            warning("more than \(Self.maxFiles) referenced files; '\(path)' is not read", at: from)
            return nil
        }
        guard let loader, let bytes = loader(relative) else {
            warning("cannot read the referenced file '\(path)'", at: from)
            return nil
        }
        let text = SourceText(fileName: mainDirectory + relative, bytes: bytes)
        var bag = DiagnosticBag(source: text)
        let root = OpenAPIReader.readTree(text, diagnostics: &bag)
        diagnostics += OpenAPIReader.relaxed(bag.diagnostics)
        files.append(text)
        roots.append(root)
        relativeNames.append(relative)
        fileIndex[key] = files.count - 1
        return root == nil ? nil : files.count - 1
    }

    /// The path part of a `$ref` with its `%XX` escapes decoded (as written when they are not valid UTF-8).
    static func decoded(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "%")) else { return path }
        return path.removingPercentEncoding ?? path
    }

    /// `a/./b/../c.yaml` → `a/c.yaml`: without `.` and empty segments, each `..` folded into the segment before
    /// it (a leading `..` stays: the file is above the document's directory).
    static func normalized(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/") where segment != "." {
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else {
                segments.append(segment)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + segments.joined(separator: "/")
    }

    /// `a/b/c.yaml` → `a/b/`; `c.yaml` → ``.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
