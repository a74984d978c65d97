/// Fast paths for arrays and string-keyed dictionaries of scalars, the bulk of many documents: decoded in one loop
/// over the tape instead of a container and a `decode` call per element.
extension TapeDecoder {
    /// `T` decoded directly; `T` must be in `FastTypes.scalarArrays` (an array of a common scalar type).
    func decodeScalarArray<T>(_ type: T.Type, at start: Int, node: PathNode?) throws -> T {
        let type = ObjectIdentifier(T.self)
        try tape.ensureComplete(start)
        if type == FastTypes.doubleArray {
            return unsafeBitCast(try array(at: start, node: node, unboxDouble), to: T.self)
        }
        if type == FastTypes.intArray { return unsafeBitCast(try array(at: start, node: node, unboxInt), to: T.self) }
        if type == FastTypes.stringArray {
            return unsafeBitCast(try array(at: start, node: node, unboxString), to: T.self)
        }
        if type == FastTypes.int64Array {
            return unsafeBitCast(try array(at: start, node: node, unboxInt64), to: T.self)
        }
        if type == FastTypes.floatArray {
            return unsafeBitCast(try array(at: start, node: node, unboxFloat), to: T.self)
        }
        if type == FastTypes.boolArray { return unsafeBitCast(try array(at: start, node: node, unboxBool), to: T.self) }
        if type == FastTypes.int32Array {
            return unsafeBitCast(try array(at: start, node: node, unboxInt32), to: T.self)
        }
        if type == FastTypes.uint64Array {
            return unsafeBitCast(try array(at: start, node: node, unboxUInt64), to: T.self)
        }
        preconditionFailure("decodeScalarArray called for \(T.self), not in FastTypes.scalarArrays")
    }

    /// `T` decoded directly; `T` must be in `FastTypes.scalarDictionaries` (`[String: ...]` of a common scalar).
    func decodeScalarDictionary<T>(_ type: T.Type, at start: Int, node: PathNode?) throws -> T {
        let type = ObjectIdentifier(T.self)
        try tape.ensureComplete(start)
        if type == FastTypes.stringDictionary {
            return unsafeBitCast(try dictionary(at: start, node: node, unboxString), to: T.self)
        }
        if type == FastTypes.intDictionary {
            return unsafeBitCast(try dictionary(at: start, node: node, unboxInt), to: T.self)
        }
        if type == FastTypes.doubleDictionary {
            return unsafeBitCast(try dictionary(at: start, node: node, unboxDouble), to: T.self)
        }
        if type == FastTypes.boolDictionary {
            return unsafeBitCast(try dictionary(at: start, node: node, unboxBool), to: T.self)
        }
        preconditionFailure("decodeScalarDictionary called for \(T.self), not in FastTypes.scalarDictionaries")
    }

    private func unboxInt(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Int {
        try unboxInteger(Int.self, at: index, node: node, key: key)
    }

    private func unboxInt64(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Int64 {
        try unboxInteger(Int64.self, at: index, node: node, key: key)
    }

    private func unboxInt32(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> Int32 {
        try unboxInteger(Int32.self, at: index, node: node, key: key)
    }

    private func unboxUInt64(at index: Int, node: PathNode?, key: (any CodingKey)?) throws -> UInt64 {
        try unboxInteger(UInt64.self, at: index, node: node, key: key)
    }

    private func array<Element>(
        at start: Int,
        node: PathNode?,
        _ unbox: (Int, PathNode?, (any CodingKey)?) throws -> Element
    ) throws -> [Element] {
        let end = tape[start].payload
        var elements: [Element] = []
        elements.reserveCapacity(end - start - 1)
        var position = start + 1
        while position < end {
            elements.append(try unbox(position, node, JSONIndexKey(index: elements.count)))
            position = tape.indexAfterValue(at: position)
        }
        return elements
    }

    private func dictionary<Value>(
        at start: Int,
        node: PathNode?,
        _ unbox: (Int, PathNode?, (any CodingKey)?) throws -> Value
    ) throws -> [String: Value] {
        let end = tape[start].payload
        var members: [String: Value] = [:]
        var position = start + 1
        while position < end {
            let key = tape.text(at: position)
            // A repeated key keeps its first value, as Foundation's `JSONDecoder` and `JSONValue` do (one hash lookup).
            try fillIfEmpty(&members[key]) { try unbox(position + 1, node, JSONCodingKey(stringValue: key)) }
            position = tape.indexAfterValue(at: position + 1)
        }
        return members
    }
}

/// Sets `slot` to `make()` unless it already has a value.
@inline(__always)
private func fillIfEmpty<Value>(_ slot: inout Value?, _ make: () throws -> Value) rethrows {
    if slot == nil { slot = try make() }
}
