/// A value on its way to JSON text. Containers are boxes, so a nested container placed in its parent can still be
/// filled afterwards, as `Encoder` allows.
enum EncodedValue {
    case null
    case bool(Bool)
    /// Valid JSON number text.
    case number(String)
    /// An integer of up to 64 bits, signed (written as its digits, no `String` made).
    case integer(Int64)
    /// An unsigned integer of up to 64 bits.
    case unsigned(UInt64)
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

/// The members of an object being encoded, in encoding order; encoding a key again replaces its value in place.
///
/// A repeated key is rare (generated and synthesized `encode(to:)` write each key once), so `set` does not look
/// for one by default: it keeps a 256-bit mask of key marks (length, first, middle and last byte) and searches the
/// members only when a key's mark is already in it, which for distinct keys happens a few times in an object of
/// a few dozen members instead of a search or hash per member. Past `hashedFrom` members (a large dictionary) the
/// mask is full and a search would make encoding quadratic, so positions are hashed from there on.
final class EncodedObject {
    private(set) var members: [(key: String, value: EncodedValue)] = []
    private var marks: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Positions by key, once the object has `hashedFrom` members.
    private var positions: [String: Int]?

    /// How many members an object has before its keys are hashed.
    static let hashedFrom = 48

    /// The value encoded for `key` so far, if any.
    func value(forKey key: String) -> EncodedValue? {
        if let positions { return positions[key].map { members[$0].value } }
        return members.first { $0.key == key }?.value
    }

    /// The members sorted by key, in the order of the keys' UTF-8 bytes (Foundation's `.sortedKeys` order).
    func sortedMembers() -> [(key: String, value: EncodedValue)] {
        members.sorted { JSONTextWriter.utf8Precedes($0.key, $1.key) }
    }

    func set(_ key: String, _ value: EncodedValue) {
        if positions != nil {
            if let position = positions?[key] {
                members[position].value = value
            } else {
                positions?[key] = members.count
                members.append((key, value))
            }
            return
        }
        if markSeenBefore(key), let position = members.firstIndex(where: { $0.key == key }) {
            members[position].value = value
            return
        }
        members.append((key, value))
        if members.count == Self.hashedFrom {
            positions = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($0.element.key, $0.offset) })
        }
    }

    /// Adds `key`'s mark to the mask; whether it was there already (the key may repeat an earlier one).
    @inline(__always)
    private func markSeenBefore(_ key: String) -> Bool {
        let utf8 = key.utf8
        let count = utf8.count
        var hash = UInt(truncatingIfNeeded: count) &* 0x9E37
        if count > 0 {
            hash ^= UInt(utf8.first!) &* 0x85EB
            hash ^= UInt(utf8[utf8.index(utf8.startIndex, offsetBy: count / 2)]) &* 0xC2B2
            hash ^= UInt(utf8.last!) &* 0x27D4
        }
        hash ^= hash >> 7
        let bit = UInt64(1) << UInt64(hash & 63)
        let seen: Bool
        switch (hash >> 6) & 3 {
        case 0:
            seen = marks.0 & bit != 0
            marks.0 |= bit
        case 1:
            seen = marks.1 & bit != 0
            marks.1 |= bit
        case 2:
            seen = marks.2 & bit != 0
            marks.2 |= bit
        default:
            seen = marks.3 & bit != 0
            marks.3 |= bit
        }
        return seen
    }
}

extension EncodedValue {
    /// An integer of any width: 64 bits and below as `integer`/`unsigned`, wider ones (`Int128`) as their text.
    @inline(__always)
    static func digits<T: FixedWidthInteger>(of value: T) -> EncodedValue {
        if T.bitWidth <= 64 {
            return T.isSigned
                ? .integer(Int64(truncatingIfNeeded: value)) : .unsigned(UInt64(truncatingIfNeeded: value))
        }
        return .number(String(value))
    }
}
