import Foundation

/// Reads `Link` header values (RFC 8288): `<https://…?page=2>; rel="next", <…>; rel="last"`.
enum LinkHeader {
    /// The target of the first link in `value` whose `rel` (a space-separated list, any case) holds `rel`.
    static func target(of value: String, rel: String) -> String? {
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let target = rest[rest.index(after: open)..<close]
            // the link's parameters run to the next `<` that follows a comma outside quotes
            var end = rest.endIndex
            var quoted = false
            var index = rest.index(after: close)
            var afterComma = false
            while index < rest.endIndex {
                let character = rest[index]
                if character == "\"" {
                    quoted.toggle()
                } else if !quoted, character == "," {
                    afterComma = true
                } else if !quoted, afterComma, character == "<" {
                    end = index
                    break
                }
                index = rest.index(after: index)
            }
            for parameter in rest[rest.index(after: close)..<end].split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else {
                    continue
                }
                var relations = pair[1].trimmingCharacters(in: .whitespaces)
                if relations.hasSuffix(",") { relations.removeLast() }
                relations = relations.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if relations.lowercased().split(separator: " ").contains(Substring(rel.lowercased())) {
                    return String(target)
                }
            }
            rest = rest[end...]
        }
        return nil
    }
}
