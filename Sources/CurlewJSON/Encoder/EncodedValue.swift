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
    // Arrays and `[String: …]` dictionaries of scalars as the value holds them: no copy, no box per element.
    case strings([String])
    case integers([Int])
    case int64s([Int64])
    case bools([Bool])
    /// Finite doubles only (others take the non-conforming float strategy, element by element).
    case doubles([Double])
    case stringMap([String: String])
    case integerMap([String: Int])
    case boolMap([String: Bool])

    /// The object this value is, as a container that more members can go into (a scalar dictionary is copied
    /// into one, in its order), or nil for a value that is not an object.
    var growableObject: EncodedObject? {
        switch self {
        case .object(let object): return object
        case .stringMap(let map): return EncodedObject(map.lazy.map { ($0.key, EncodedValue.string($0.value)) })
        case .integerMap(let map):
            return EncodedObject(map.lazy.map { ($0.key, EncodedValue.integer(Int64($0.value))) })
        case .boolMap(let map): return EncodedObject(map.lazy.map { ($0.key, EncodedValue.bool($0.value)) })
        default: return nil
        }
    }

    /// The array this value is, as a container that more elements can go into (a scalar array is copied into
    /// one), or nil for a value that is not an array.
    var growableArray: EncodedArray? {
        switch self {
        case .array(let array): return array
        case .strings(let values): return EncodedArray(values.map { .string($0) })
        case .integers(let values): return EncodedArray(values.map { .integer(Int64($0)) })
        case .int64s(let values): return EncodedArray(values.map { .integer($0) })
        case .bools(let values): return EncodedArray(values.map { .bool($0) })
        case .doubles(let values): return EncodedArray(values.map { .number(JSONValue.numberText($0)) })
        case .json(.array(let values)): return EncodedArray(values.map { .json($0) })
        default: return nil
        }
    }
}

/// The elements of an array being encoded.
///
/// Like every class of the encoder's tree (`EncodedObject`, `TreeEncoder`, its `Context`, `EncodingPath`), its
/// mutable properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`, a tenth of the time of
/// an encode in profiles): one `encode` call builds and writes a tree on one thread, and no access to a property
/// is open while another to it begins (none is passed `inout` to code that reaches it again).
final class EncodedArray {
    @exclusivity(unchecked) var elements: [EncodedValue]

    init(_ elements: [EncodedValue] = []) {
        self.elements = elements
    }
}

/// The members of an object being encoded, in encoding order; encoding a key again replaces its value in place.
///
/// A repeated key is rare (generated and synthesized `encode(to:)` write each key once), so `set` does not look
/// for one by default: it keeps a 256-bit mask of key marks (length, first, middle and last byte) and searches the
/// members only when a key's mark is already in it, which for distinct keys happens a few times in an object of
/// a few dozen members instead of a search or hash per member. Past `hashedFrom` members (a large dictionary) the
/// mask is full and a search would make encoding quadratic, so positions are hashed from there on.
final class EncodedObject {
    @exclusivity(unchecked) private(set) var members: [(key: String, value: EncodedValue)] = []
    @exclusivity(unchecked) private var marks: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Positions by key, once the object has `hashedFrom` members.
    @exclusivity(unchecked) private var positions: [String: Int]?

    /// How many members an object has before its keys are hashed.
    static let hashedFrom = 48

    /// How many members room is made for at the first one: most objects have a few, and growing the array one
    /// doubling at a time from one member was a third of the allocations of a typical document.
    static let firstCapacity = 8

    init() {}

    /// An object with these members, whose keys are distinct (a dictionary's).
    init(_ distinct: some Sequence<(String, EncodedValue)>) {
        for (key, value) in distinct { set(key, value) }
    }

    /// The value encoded for `key` so far, if any.
    func value(forKey key: String) -> EncodedValue? {
        if let positions { return positions[key].map { members[$0].value } }
        return members.first { $0.key == key }?.value
    }

    /// The members sorted by key, in the order of the keys' UTF-8 bytes (Foundation's `.sortedKeys` order). Kept
    /// as they are when already in that order (a struct's keys often are), without a copy.
    func sortedMembers() -> [(key: String, value: EncodedValue)] {
        var index = 1
        while index < members.count, JSONTextWriter.utf8Precedes(members[index - 1].key, members[index].key) {
            index += 1
        }
        if index >= members.count { return members }
        return members.sorted { JSONTextWriter.utf8Precedes($0.key, $1.key) }
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
        if members.isEmpty { members.reserveCapacity(Self.firstCapacity) }
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
