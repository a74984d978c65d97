/// The `idiomatic` naming strategy's spelling rule, Swift's API Design Guidelines for acronyms: an acronym or
/// initialism is all upper case (`userID`, `htmlURL`, `URLSession`, `radarIDs`) and all lower case at the start of
/// a lowerCamelCase name (`urlString`, `idCard`). Everything else of a name is kept, so the result is stable.
enum IdiomaticNames {
    /// The words written as acronyms, lower case (a plural `s` after one stays lower case: `IDs`, `URLs`).
    static let acronyms: Set<String> = [
        "acl", "api", "ascii", "cpu", "csv", "dns", "ftp", "gif", "gpu", "gps", "html", "http", "https", "id", "io",
        "ip", "jpeg", "jpg", "json", "jwt", "md5", "mime", "os", "pdf", "png", "rpc", "sdk", "sha", "smtp", "sql",
        "ssh", "ssl", "svg", "tcp", "tls", "ttl", "ui", "udp", "uri", "url", "urn", "utf8", "uuid", "vpn", "xml",
    ]

    /// A lowerCamelCase name (property, case, method, parameter) spelled idiomatically.
    static func member(_ name: String) -> String {
        spell(name, leadingLower: true)
    }

    /// An UpperCamelCase type name spelled idiomatically.
    static func type(_ name: String) -> String {
        spell(name, leadingLower: false)
    }

    /// The name's words with acronyms re-cased; a name with anything but letters and digits after its leading
    /// underscores is kept as it is.
    private static func spell(_ name: String, leadingLower: Bool) -> String {
        let prefix = name.prefix { $0 == "_" }
        let body = name.dropFirst(prefix.count)
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return name }
        var result = String(prefix)
        for (index, word) in words(Array(body)).enumerated() {
            let lower = word.lowercased()
            let plural = lower.count > 2 && lower.hasSuffix("s") && acronyms.contains(String(lower.dropLast()))
            guard acronyms.contains(lower) || plural else {
                result += word
                continue
            }
            if index == 0 && leadingLower {
                result += lower
            } else {
                result += plural && !acronyms.contains(lower) ? lower.dropLast().uppercased() + "s" : lower.uppercased()
            }
        }
        return result
    }

    /// camelCase words: a new word at each upper-case letter after a lower-case letter or digit, and at the last
    /// upper-case letter of a run that a lower-case letter follows (`URLSession` → `URL`, `Session`).
    static func words(_ characters: [Character]) -> [String] {
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
