/// An ordered list of HTTP header fields whose names compare case-insensitively.
///
/// Order and repeated names are kept, as they were sent or received. The subscript reads all values
/// of a name joined with `", "` and writes by replacing them all; use ``values(for:)`` for the list
/// and ``add(name:value:)`` to append without replacing.
///
/// ```swift
/// var headers: HTTPHeaders = ["Accept": "application/json"]
/// headers["Authorization"] = "Bearer \(token)"
/// headers.add(name: "Cache-Control", value: "no-cache")
/// ```
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One header field.
    public typealias Element = (name: String, value: String)

    /// The fields made or changed through this API; empty while ``received`` holds them.
    private var fields: [Field] = []
    /// A received head's fields, read on access; emptied (into ``fields``) by the first change.
    private var received = HTTPHeaderBlock()

    private struct Field: Sendable, Hashable {
        var name: String
        var value: String
        var key: String  // the lowercased name, for lookups and equality
    }

    /// No headers.
    public init() {}

    /// A received response head's fields (read only when asked for).
    init(received: HTTPHeaderBlock) {
        self.received = received
    }

    /// Headers from a dictionary literal, in the literal's order.
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements {
            add(name: name, value: value)
        }
    }

    /// Headers from name-value pairs, in order.
    public init(_ pairs: some Sequence<(String, String)>) {
        for (name, value) in pairs {
            add(name: name, value: value)
        }
    }

    /// All values of `name` joined with `", "`, or `nil` if there are none.
    ///
    /// Setting replaces every field with this name (keeping the position of the first one);
    /// setting `nil` removes them.
    public subscript(name: String) -> String? {
        get {
            let values = values(for: name)
            return values.isEmpty ? nil : values.joined(separator: ", ")
        }
        set {
            materialize()
            let key = Self.key(name)
            guard let first = fields.firstIndex(where: { $0.key == key }) else {
                if let newValue { fields.append(Field(name: name, value: newValue, key: key)) }
                return
            }
            if let newValue {
                fields[first] = Field(name: name, value: newValue, key: key)
                var index = fields.index(after: first)
                while index < fields.endIndex {
                    if fields[index].key == key { fields.remove(at: index) } else { index += 1 }
                }
            } else {
                fields.removeAll { $0.key == key }
            }
        }
    }

    /// Appends a field, keeping any others with the same name.
    public mutating func add(name: String, value: String) {
        materialize()
        fields.append(Field(name: name, value: value, key: Self.key(name)))
    }

    /// The values of every field named `name`, in order.
    public func values(for name: String) -> [String] {
        let key = Self.key(name)
        guard !received.isEmpty else { return fields.filter { $0.key == key }.map(\.value) }
        var values: [String] = []
        received.forEachField { fieldName, value in
            if HTTPHeaderBlock.name(fieldName, matches: key) { values.append(String(decoding: value, as: UTF8.self)) }
            return true
        }
        return values
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool {
        let key = Self.key(name)
        guard !received.isEmpty else { return fields.contains { $0.key == key } }
        var found = false
        received.forEachField { fieldName, _ in
            found = HTTPHeaderBlock.name(fieldName, matches: key)
            return !found
        }
        return found
    }

    /// The lookup key of a name: lowercased, without a copy when it already is, and without Unicode tables for ASCII.
    static func key(_ name: String) -> String {
        var hasUppercase = false
        for byte in name.utf8 {
            if byte >= 0x80 { return name.lowercased() }
            if byte &- 0x41 < 26 { hasUppercase = true }
        }
        guard hasUppercase else { return name }
        return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
            var count = 0
            for byte in name.utf8 {
                buffer[count] = byte.asciiLowercased
                count += 1
            }
            return count
        }
    }

    /// The number of fields.
    public var count: Int { received.isEmpty ? fields.count : received.count }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty && received.isEmpty }

    /// The fields, parsed from ``received`` if they are still there.
    private var allFields: [Field] {
        guard !received.isEmpty else { return fields }
        return received.pairs.map { Field(name: $0.name, value: $0.value, key: Self.key($0.name)) }
    }

    /// Moves received fields into ``fields`` before a change.
    private mutating func materialize() {
        guard !received.isEmpty else { return }
        fields = allFields
        received = HTTPHeaderBlock()
    }

    /// Returns a copy with the fields of `other` set over these (same names replaced, new ones appended).
    public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        if other.isEmpty { return self }
        var merged = self
        merged.materialize()
        var seen: Set<String> = []
        let others = other.allFields
        for field in others where seen.insert(field.key).inserted {
            merged[field.name] = nil
        }
        merged.fields.append(contentsOf: others)
        return merged
    }

    /// An iterator over the fields in order.
    public func makeIterator() -> some IteratorProtocol<Element> {
        allFields.lazy.map { (name: $0.name, value: $0.value) }.makeIterator()
    }

    /// One `Name: value` line per field, with the values of secret headers (``Redaction/standard``: Authorization,
    /// Cookie, …) shown as `<redacted>`, so that printing headers does not put credentials in a log.
    public var description: String {
        redactedLines.joined(separator: "\n")
    }

    /// One `Name: value` per field, secret values (``Redaction/standard``) shown as `<redacted>`: the lines of
    /// ``description``, which ``HTTPRequest``'s description shows too.
    var redactedLines: [String] { redactedLines(by: .standard) }

    /// One `Name: value` per field, the values of the header names `redaction` names shown as `<redacted>`.
    func redactedLines(by redaction: Redaction) -> [String] {
        allFields.map { "\($0.name): \(redaction.header($0.name, $0.value))" }
    }

    /// Equal when the same values appear under the same names (ignoring case) in the same order.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.allFields.map { [$0.key, $0.value] } == rhs.allFields.map { [$0.key, $0.value] }
    }

    /// Hashes names (ignoring case) and values in order.
    public func hash(into hasher: inout Hasher) {
        for field in allFields {
            hasher.combine(field.key)
            hasher.combine(field.value)
        }
    }
}
