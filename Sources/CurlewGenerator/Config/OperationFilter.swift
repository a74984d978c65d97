/// A config file's `filter` or `exclude`: which operations it names, by `operationId`, tag, path glob or method.
/// An operation matches when any entry of any list matches it. `filter` also names `schemas` to keep even when no
/// kept operation reaches them.
package struct OperationFilter: Sendable, Hashable {
    /// One value as the config file writes it, and where.
    package struct Entry: Sendable, Hashable {
        /// The value (`listPets`, `pets`, `/pets/*`, `GET`, `Pet`).
        package var value: String
        /// Where the config file writes it, for "matches nothing" warnings.
        package var location: SourceLocation

        /// Creates an entry.
        package init(_ value: String, at location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    /// `operations`: the spec's `operationId`s (or native endpoint names), or the generated method names.
    package var operations: [Entry] = []
    /// `tags`: an operation's OpenAPI `tags`.
    package var tags: [Entry] = []
    /// `paths`: globs over the path as the spec writes it; `*` is any text within one segment, `**` any text.
    package var paths: [Entry] = []
    /// `methods`: HTTP methods, upper case.
    package var methods: [Entry] = []
    /// `schemas` (`filter` only): types kept even when no kept operation uses them, by generated or spec name.
    package var schemas: [Entry] = []

    /// Creates an empty filter.
    package init() {}

    /// Every entry with the key it is listed under, in key order.
    var entries: [(key: String, entry: Entry)] {
        [("operations", operations), ("tags", tags), ("paths", paths), ("methods", methods)]
            .flatMap { key, list in list.map { (key, $0) } }
    }

    /// Whether `entry`, listed under `key`, names `endpoint`.
    static func matches(_ key: String, _ entry: Entry, _ endpoint: APIModel.Endpoint) -> Bool {
        switch key {
        case "operations": entry.value == endpoint.operationID || entry.value == endpoint.name
        case "tags": endpoint.tags.contains(entry.value)
        case "paths": glob(Array(entry.value), matches: Array(endpoint.pathTemplate))
        case "methods": entry.value == endpoint.method
        default: false
        }
    }

    /// Whether `pattern` matches all of `text`: `**` matches any characters, `*` any but `/`, others themselves.
    static func glob(_ pattern: [Character], matches text: [Character]) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        guard first == "*" else {
            return text.first == first && glob(Array(pattern.dropFirst()), matches: Array(text.dropFirst()))
        }
        let crossesSlash = pattern.count > 1 && pattern[1] == "*"
        let rest = Array(pattern.dropFirst(crossesSlash ? 2 : 1))
        var index = 0
        while true {
            if glob(rest, matches: Array(text[index...])) { return true }
            guard index < text.count, crossesSlash || text[index] != "/" else { return false }
            index += 1
        }
    }
}
