import Foundation

/// The `Decoder` behind `CurlewJSONDecoder`: one object per decode, re-pointed at each value it decodes.
///
/// Containers remember their own start token and path node, so the decoder's `index` and `node` only matter while
/// a value's `init(from:)` runs; `decodeValue` saves and restores them around it.
final class TapeDecoder: Decoder {
    let tape: JSONTape
    let options: CurlewJSONDecoder
    let userInfo: [CodingUserInfoKey: Any]
    /// The mutable state, behind a pointer so the hot paths skip dynamic exclusivity checks.
    private let state: UnsafeMutablePointer<State>

    /// What changes while decoding.
    private struct State {
        /// The tape index of the value being decoded.
        var index = 0
        /// The coding path of the value being decoded (nil at the root).
        var node: PathNode?
        /// Per object nesting depth: the object whose key lookup ran last, where its next key is expected, and the
        /// `keyMark`s of (at least) every key before that position. Synthesized `init(from:)` reads keys in document
        /// order, so most lookups hit on the first comparison.
        var cursors: [(object: Int, position: Int, marks: KeyMarks)] = []
        /// The keys that appear more than once in a large object (by its start index times 2, plus 1 when keys are
        /// converted from snake case), collected when its marks first collide (see `mayRepeat`).
        var repeatedKeys: [Int: Set<String>] = [:]
        /// Set while a `[String: V]` decodes itself: its keyed container keeps keys as they are.
        var plainKeysNext = false
        /// Whether the next unkeyed container at the root may stream (see `CurlewJSONDecoder.decode`).
        var streamsRoot = false
    }

    /// Whether object keys go through `convertFromSnakeCase`.
    let convertsKeys: Bool
    /// The `.custom` key strategy's closure, if that is the strategy.
    let customKeys: (@Sendable ([any CodingKey]) -> any CodingKey)?

    init(tape: JSONTape, options: CurlewJSONDecoder) {
        self.tape = tape
        self.options = options
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: (convertsKeys, customKeys) = (false, nil)
        case .convertFromSnakeCase: (convertsKeys, customKeys) = (true, nil)
        case .custom(let convert): (convertsKeys, customKeys) = (false, convert)
        }
        userInfo = options.userInfo.isEmpty ? [:] : options.userInfo.mapValues { $0 as Any }
        state = .allocate(capacity: 1)
        state.initialize(to: State())
        tape.source.liveDecoders += 1
    }

    deinit {
        tape.source.liveDecoders -= 1
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The tape index of the value being decoded.
    var index: Int {
        get { state.pointee.index }
        set { state.pointee.index = newValue }
    }

    /// Whether the first unkeyed container at the root streams: a top-level array is then parsed as its elements
    /// are decoded and its tokens forgotten as they are passed, so the tape never holds the whole document.
    var streamsRoot: Bool {
        get { state.pointee.streamsRoot }
        set { state.pointee.streamsRoot = newValue }
    }

    /// The coding path of the value being decoded (nil at the root).
    var node: PathNode? {
        get { state.pointee.node }
        set { state.pointee.node = newValue }
    }

    var codingPath: [any CodingKey] { PathNode.codingPath(node) }

    /// Fails when model code kept this decoder past its decode call: the input it read is gone.
    private func checkAlive() throws {
        guard tape.isInvalidated else { return }
        let context = DecodingError.Context(
            codingPath: [], debugDescription: "the decoder was used after its decode call returned")
        throw DecodingError.dataCorrupted(context)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try checkAlive()
        let plainKeys = state.pointee.plainKeysNext
        state.pointee.plainKeysNext = false
        return try keyedContainer(keyedBy: type, at: index, node: node, plainKeys: plainKeys)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try checkAlive()
        return try unkeyedContainer(at: index, node: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try checkAlive()
        return SingleValueTapeContainer(decoder: self, index: index, node: node)
    }

    func keyedContainer<Key: CodingKey>(
        keyedBy type: Key.Type,
        at index: Int,
        node: PathNode?,
        plainKeys: Bool = false
    ) throws -> KeyedDecodingContainer<Key> {
        guard tape[index].kind == .objectStart else {
            throw mismatch([String: Any].self, expected: "object", at: index, node: node, key: nil)
        }
        try tape.ensureComplete(index)
        var customTable: CustomKeyTable?
        if let customKeys, !plainKeys {
            customTable = CustomKeyTable(object: index, tape: tape, codingPath: PathNode.codingPath(node), customKeys)
        }
        let container = KeyedTapeContainer<Key>(
            decoder: self,
            start: index,
            node: node,
            convertsKeys: convertsKeys && !plainKeys,
            customKeys: customTable
        )
        return KeyedDecodingContainer(container)
    }

    func unkeyedContainer(at index: Int, node: PathNode?) throws -> UnkeyedTapeContainer {
        guard tape[index].kind == .arrayStart else {
            throw mismatch([Any].self, expected: "array", at: index, node: node, key: nil)
        }
        if index == 0, state.pointee.streamsRoot {
            // The first pass over a top-level array parses and forgets elements as it goes.
            state.pointee.streamsRoot = false
            return UnkeyedTapeContainer(decoder: self, start: index, node: node, streams: true)
        }
        try tape.ensureComplete(index)
        return UnkeyedTapeContainer(decoder: self, start: index, node: node)
    }

    /// Decodes a `T` from the value at `index`, whose coding path is `node`.
    func decodeValue<T: Decodable>(_ type: T.Type, at index: Int, node: PathNode?) throws -> T {
        let kind = tape[index].kind
        let type = ObjectIdentifier(T.self)
        // The helpers return `T`, not `T?`: an optional result would make every call look up `Optional<T>`'s
        // metadata at run time (a hash-table lookup per decoded value on this unspecialized path).
        if kind == .arrayStart, FastTypes.scalarArrays.contains(type) {
            return try decodeScalarArray(T.self, at: index, node: node)
        }
        if kind == .objectStart, FastTypes.scalarDictionaries.contains(type) {
            return try decodeScalarDictionary(T.self, at: index, node: node)
        }
        if type == FastTypes.jsonValue { return try decodeJSONValue(at: index, node: node) as! T }
        if type == FastTypes.date { return try decodeDate(at: index, node: node) as! T }
        if type == FastTypes.decimal { return try unboxDecimal(at: index, node: node, key: nil) as! T }
        if type == FastTypes.data { return try decodeData(at: index, node: node) as! T }
        if type == FastTypes.url { return try decodeURL(at: index, node: node) as! T }
        if convertsKeys || customKeys != nil, kind == .objectStart, T.self is any StringKeyedDictionary.Type {
            state.pointee.plainKeysNext = true
            defer { state.pointee.plainKeysNext = false }
            return try withValue(at: index, node: node) { try T(from: self) }
        }
        return try withValue(at: index, node: node) { try T(from: self) }
    }

    /// The `JSONValue` at `index`, read straight from the tape (exact number text, key order).
    func decodeJSONValue(at index: Int, node: PathNode?) throws -> JSONValue {
        try tape.ensureComplete(index)
        return JSONValue(tape: tape, at: index)
    }

    /// Runs `body` with the decoder pointed at the value at `index`.
    func withValue<R>(at index: Int, node: PathNode?, _ body: () throws -> R) rethrows -> R {
        let (savedIndex, savedNode) = (self.index, self.node)
        self.index = index
        self.node = node
        defer {
            self.index = savedIndex
            self.node = savedNode
        }
        return try body()
    }

    /// A decoder of its own for `superDecoder()`, sharing the tape.
    func superDecoder(at index: Int, node: PathNode?) -> TapeDecoder {
        let decoder = TapeDecoder(tape: tape, options: options)
        decoder.index = index
        decoder.node = node
        return decoder
    }

    /// The tape index of the value for `key` in the object starting at `start` (at nesting `depth`), or nil.
    ///
    /// When the object has the key more than once, the first one counts, as with Foundation's `JSONDecoder` (and
    /// `JSONValue`), whatever order the keys are looked up in. The search starts where the last lookup in the object
    /// left off; a key found there is the first unless an earlier key is the same, which the cursor's marks rule out
    /// without rereading the earlier keys (unless a mark collides).
    func valueIndex(forKey key: String, inObject start: Int, depth: Int, convertsKeys: Bool = false) -> Int? {
        let end = tape[start].payload
        while state.pointee.cursors.count <= depth {
            state.pointee.cursors.append((-1, 0, KeyMarks()))
        }
        let cursor = state.pointee.cursors[depth]
        let (begin, before) = cursor.object == start ? (cursor.position, cursor.marks) : (start + 1, KeyMarks())
        // From where the last lookup left off to the end.
        var position = begin
        var found = -1
        while position < end {
            if tape.keyMatches(at: position, key, convertsKeys: convertsKeys) {
                found = position
                break
            }
            position = tape.indexAfterValue(at: position + 1)
        }
        if found >= 0 {
            let mark = convertsKeys ? Self.keyMark(key) : tape.keyMark(at: found)
            if !before.intersects(mark) || !mayRepeat(key, inObject: start, before: begin, convertsKeys: convertsKeys) {
                let marks = self.marks(before, from: begin, to: found, convertsKeys: convertsKeys) | mark
                state.pointee.cursors[depth] = (start, tape.indexAfterValue(at: found + 1), marks)
                return found + 1
            }
        }
        // Then from the start to there: the key found before the cursor, if any, comes first.
        position = start + 1
        while position < begin {
            let next = tape.indexAfterValue(at: position + 1)
            if tape.keyMatches(at: position, key, convertsKeys: convertsKeys) {
                state.pointee.cursors[depth] = (start, next, before)
                return position + 1
            }
            position = next
        }
        guard found >= 0 else { return nil }
        let marks = self.marks(before, from: begin, to: found, convertsKeys: convertsKeys) | Self.keyMark(key)
        state.pointee.cursors[depth] = (start, tape.indexAfterValue(at: found + 1), marks)
        return found + 1
    }

    /// `marks` with those of the keys from tape index `begin` up to `end` (exclusive) of one object.
    private func marks(_ marks: KeyMarks, from begin: Int, to end: Int, convertsKeys: Bool) -> KeyMarks {
        var marks = marks
        var position = begin
        while position < end {
            marks |=
                convertsKeys ? Self.keyMark(SnakeCase.toCamelCase(tape.text(at: position))) : tape.keyMark(at: position)
            position = tape.indexAfterValue(at: position + 1)
        }
        return marks
    }

    /// Whether a key of the object at `start` before tape index `begin` may be `key` (found after `begin`, its
    /// mark colliding). A few keys are looked at again; a large object has its repeated keys collected once, so
    /// decoding one in key order (a big `[String: V]`, whose marks soon all collide) stays linear.
    private func mayRepeat(_ key: String, inObject start: Int, before begin: Int, convertsKeys: Bool) -> Bool {
        guard begin - start > Self.keysLookedAtAgain else { return true }
        let object = start << 1 | (convertsKeys ? 1 : 0)
        if let repeated = state.pointee.repeatedKeys[object] { return !repeated.isEmpty && repeated.contains(key) }
        var seen = Set<String>()
        var repeated = Set<String>()
        var position = start + 1
        while position < tape[start].payload {
            let text = convertsKeys ? SnakeCase.toCamelCase(tape.text(at: position)) : tape.text(at: position)
            if !seen.insert(text).inserted { repeated.insert(text) }
            position = tape.indexAfterValue(at: position + 1)
        }
        state.pointee.repeatedKeys[object] = repeated
        return repeated.contains(key)
    }

    /// How far into an object (in tape tokens) `mayRepeat` rereads keys rather than collecting the repeated ones.
    private static let keysLookedAtAgain = 1024

    /// The mark of a key (see `KeyMarks`).
    @inline(__always)
    static func keyMark(_ key: String) -> KeyMarks {
        let utf8 = key.utf8
        return KeyMarks(count: utf8.count, first: utf8.first ?? 0, last: utf8.last ?? 0)
    }
}

/// One step of a coding path, linked to its parent; built only for values that decode through `init(from:)`.
final class PathNode: CodingPathNode {
    let parent: PathNode?
    let key: any CodingKey
    let depth: Int

    init(parent: PathNode?, key: any CodingKey) {
        self.parent = parent
        self.key = key
        depth = (parent?.depth ?? 0) + 1
    }
}

/// The key of an object member; two words, so it fits an existential's inline buffer.
struct JSONCodingKey: CodingKey {
    let stringValue: String

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    var intValue: Int? { nil }

    static let `super` = JSONCodingKey(stringValue: "super")
}

/// The key of an array element: one word, so it fits an existential's inline buffer (no allocation per element).
struct JSONIndexKey: CodingKey {
    let index: Int

    init(index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { index = intValue }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
