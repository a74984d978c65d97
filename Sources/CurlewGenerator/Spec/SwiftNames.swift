/// Turning spec names into Swift identifiers, and JSON keys into snake_case.
enum SwiftNames {
    /// Words Swift reserves; a name equal to one is written in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "some", "any", "Type", "Protocol",
    ]

    /// `A-Z a-z 0-9 _`.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "_")
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Why `name` cannot be a spec's namespace enum, or nil when it can: it must be a plain identifier, not a
    /// keyword nor a module generated code names, and none of `taken` (the spec's own top-level names).
    static func namespaceProblem(_ name: String, taken: Set<String>) -> String? {
        if !isPlainIdentifier(name) || keywords.contains(name) {
            return "invalid namespace '\(name)': use letters, digits and '_', starting with a letter"
        }
        if SpecTranslator.reservedTypeNames.contains(name) || BuiltinType(rawValue: name) != nil {
            return "namespace '\(name)' is reserved in generated code"
        }
        if taken.contains(name) {
            return "namespace '\(name)' is also the name of a type this spec generates; pick another"
        }
        return nil
    }

    /// Whether `name` is a plain type-name-like identifier: a letter, then letters, digits or `_`.
    static func isPlainIdentifier(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, isAlphanumeric(first), !(first >= 48 && first <= 57) else { return false }
        return bytes.allSatisfy(isIdentifierByte)
    }

    /// A lowerCamelCase Swift name for any spec name: words split at every character that is not a letter or
    /// digit (`X-Request-Id` → `xRequestId`, `user_agent` → `userAgent`); a leading digit gets a `_` prefix
    /// (`2xx` → `_2xx`); `self`, `super`, `init`, `deinit` and `subscript` get a `_` suffix. Returns nil when nothing usable remains (`"--"`, `""`).
    static func memberName(_ spec: String) -> String? {
        // Fast path for the common case, already a lowerCamelCase identifier: `id`, `createdAt`.
        if let first = spec.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            spec.utf8.allSatisfy(isAlphanumeric)
        {
            return ["self", "super", "init", "deinit", "subscript"].contains(spec) ? spec + "_" : spec
        }
        var words: [String] = []
        var current = ""
        for scalar in spec.unicodeScalars {
            if scalar.isASCII, isAlphanumeric(UInt8(scalar.value)) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty {
            words.append(current)
        }
        guard let first = words.first else { return nil }
        var name = lowercasingFirst(first)
        for word in words.dropFirst() {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        if let lead = name.utf8.first, lead >= 48, lead <= 57 {
            name = "_" + name
        }
        // Even in backticks these would mean something else inside generated members.
        if ["self", "super", "init", "deinit", "subscript"].contains(name) {
            name += "_"
        }
        return name
    }

    /// An enum case name from a member name: `none` becomes `none_`, because `.none` on an optional of the enum means
    /// `nil` (Swift warns "assuming you mean 'Optional<…>.none'", backticks or not); any other name is kept.
    static func enumCaseName(_ name: String) -> String {
        name == "none" ? "none_" : name
    }

    /// `XRequest` → `xRequest`, `URL` → `url`, `URLPath` → `urlPath`: lowercases the leading capital run
    /// (all of it when the word is all capitals, else all but the capital that starts the next word).
    private static func lowercasingFirst(_ word: String) -> String {
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase {
            upperRun += 1
        }
        if upperRun == 0 { return word }
        if upperRun == characters.count { return word.lowercased() }
        let lowered = upperRun == 1 ? 1 : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `bornAt` → `born_at`, `userID` → `user_id`, `http2Port` → `http2_port`.
    static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    index > 0 && previous != "_"
                    && (!(previous?.isUppercase ?? false) || (next?.isLowercase ?? false))
                if startsWord {
                    result += "_"
                }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The name as written in Swift source: backticks around keywords.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Levenshtein distance, for did-you-mean hints.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The closest candidate to `name` (same letters ignoring case first, then edit distance up to a third of the
    /// name's length, at least 1, at most 3); ties go to the earliest candidate.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        if let match = candidates.first(where: { $0.lowercased() == name.lowercased() }) {
            return match
        }
        let limit = min(3, max(1, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }
}
