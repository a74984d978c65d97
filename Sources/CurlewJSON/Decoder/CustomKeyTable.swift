/// The keys of one JSON object after the `.custom` key decoding strategy, which (as in Foundation) is called once
/// per key with the container's coding path plus the key; a key converted twice keeps its first value.
final class CustomKeyTable {
    /// The converted keys, each once, in document order.
    private(set) var keys: [String] = []
    /// The tape index of each converted key's value.
    private(set) var valueIndex: [String: Int] = [:]

    init(
        object start: Int,
        tape: JSONTape,
        codingPath: [any CodingKey],
        _ convert: ([any CodingKey]) -> any CodingKey
    ) {
        var position = start + 1
        let end = tape[start].payload
        var path = codingPath
        path.append(JSONCodingKey.super)
        while position < end {
            path[path.count - 1] = JSONCodingKey(stringValue: tape.text(at: position))
            let key = convert(path).stringValue
            if valueIndex[key] == nil {
                valueIndex[key] = position + 1
                keys.append(key)
            }
            position = tape.indexAfterValue(at: position + 1)
        }
    }
}
