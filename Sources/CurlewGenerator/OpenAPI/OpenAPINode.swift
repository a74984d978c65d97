import Foundation

/// A node of an OpenAPI document with the file it is in and its JSON pointer, so every warning can name both.
struct OpenAPINode {
    var node: SpecNode
    /// Index of the file in `OpenAPIDocuments.files` (0 is the document itself).
    var file: Int
    /// JSON pointer from the file's root, `#/paths/~1pets/get`.
    var pointer: String

    /// The member value under `key`, if this is an object that has it.
    subscript(key: String) -> OpenAPINode? {
        guard let members = node.members, let member = members.first(where: { $0.key == key }) else { return nil }
        return OpenAPINode(node: member.value, file: file, pointer: pointer + "/" + Self.escape(key))
    }

    /// The members of an object, each as a node (empty for anything else).
    var members: [(key: String, value: OpenAPINode)] {
        (node.members ?? []).map { member in
            (member.key, OpenAPINode(node: member.value, file: file, pointer: pointer + "/" + Self.escape(member.key)))
        }
    }

    /// The elements of an array, each as a node (empty for anything else).
    var elements: [OpenAPINode] {
        (node.elements ?? []).enumerated().map { index, element in
            OpenAPINode(node: element, file: file, pointer: pointer + "/\(index)")
        }
    }

    var string: String? { node.stringValue }

    var bool: Bool? {
        if case .bool(let flag) = node.value { flag } else { nil }
    }

    var isObject: Bool { node.members != nil }

    /// `~` → `~0`, `/` → `~1` (RFC 6901).
    static func escape(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        // By hand: Foundation's replacingOccurrences showed in profiles (every path key has a `/`).
        var escaped = ""
        escaped.reserveCapacity(key.utf8.count + 8)
        for scalar in key.unicodeScalars {
            switch scalar {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `~1` → `/`, `~0` → `~`, and `%XX` URL escapes as they appear in `$ref` fragments.
    static func unescape(_ token: Substring) -> String {
        let special = token.utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "%") }
        guard special else { return String(token) }
        let text = token.removingPercentEncoding ?? String(token)
        return text.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}
