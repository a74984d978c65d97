/// A value on its way to JSON text. Containers are boxes, so a nested container placed in its parent can still be
/// filled afterwards, as `Encoder` allows.
enum EncodedValue {
    case null
    case bool(Bool)
    /// Valid JSON number text.
    case number(String)
    case string(String)
    case array(EncodedArray)
    case object(EncodedObject)
    /// A `JSONValue` written as is.
    case json(JSONValue)
    /// Whatever a `superEncoder()` ends up holding (`{}` if nothing).
    case deferred(TreeEncoder)
}

/// The elements of an array being encoded.
final class EncodedArray {
    var elements: [EncodedValue] = []
}

/// The members of an object being encoded, in encoding order; encoding a key again replaces its value.
final class EncodedObject {
    private(set) var members: [(key: String, value: EncodedValue)] = []
    /// Positions by key, built once the object is large enough for linear search to hurt.
    private var positions: [String: Int]?

    /// The value encoded for `key` so far, if any.
    func value(forKey key: String) -> EncodedValue? {
        if let positions { return positions[key].map { members[$0].value } }
        return members.first { $0.key == key }?.value
    }

    /// Sorts the members by key, in the order of the keys' UTF-8 bytes (Foundation's `.sortedKeys` order), in place:
    /// the tree is written once and dropped.
    func sortMembers() {
        members.sort { JSONTextWriter.utf8Precedes($0.key, $1.key) }
        positions = nil
    }

    func set(_ key: String, _ value: EncodedValue) {
        if let positions {
            if let position = positions[key] {
                members[position].value = value
            } else {
                self.positions?[key] = members.count
                members.append((key, value))
            }
            return
        }
        if let position = members.firstIndex(where: { $0.key == key }) {
            members[position].value = value
            return
        }
        members.append((key, value))
        if members.count >= 16 {
            positions = Dictionary(members.enumerated().map { ($0.element.key, $0.offset) }) { first, _ in first }
        }
    }
}
