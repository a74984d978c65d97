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
    /// One pass per pattern element over the text's positions (time pattern × text), so a config's `/********x`
    /// cannot make generation backtrack for minutes.
    static func glob(_ pattern: [Character], matches text: [Character]) -> Bool {
        // reachable[j]: the pattern read so far matches text[..<j]
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        var index = 0
        while index < pattern.count {
            var next = [Bool](repeating: false, count: text.count + 1)
            if pattern[index] == "*" {
                let crossesSlash = index + 1 < pattern.count && pattern[index + 1] == "*"
                index += crossesSlash ? 2 : 1
                var open = false
                for position in 0...text.count {
                    open = open || reachable[position]
                    next[position] = open
                    if position < text.count, !crossesSlash, text[position] == "/" { open = false }
                }
            } else {
                for position in 0..<text.count where reachable[position] && text[position] == pattern[index] {
                    next[position + 1] = true
                }
                index += 1
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
