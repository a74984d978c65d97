extension TreeEncoder {
    /// What every encoder of one `encode` call shares, made once: a nested value's encoder holds one reference
    /// instead of copying the options (their closures and dictionaries) and converting `userInfo` again.
    ///
    /// It also keeps the encoders of nested values that are done, to encode the next nested value with instead of
    /// allocating an encoder per value. An encoder goes back only when nothing else holds it (no container, no
    /// `encode(to:)` that kept it), so no one sees it move; ``drain()`` ends the pool when the call is done (the
    /// pooled encoders hold the context).
    final class Context {
        let options: CurlewJSONEncoder
        let userInfo: [CodingUserInfoKey: Any]
        /// Whether coding keys go through the key strategy (`convertToSnakeCase` or `custom`).
        let convertsKeys: Bool
        /// Encoders done with their values, free for the next nested ones.
        @exclusivity(unchecked) private var spare: [TreeEncoder] = []

        init(_ options: CurlewJSONEncoder) {
            self.options = options
            if case .useDefaultKeys = options.keyEncodingStrategy { convertsKeys = false } else { convertsKeys = true }
            userInfo = options.userInfo.isEmpty ? [:] : options.userInfo.mapValues { $0 as Any }
        }

        /// An encoder with nothing encoded, for the value at `key` in the container at `parent` (at `parent`
        /// itself when there is no key).
        @inline(__always)
        func takeEncoder(parent: EncodingPath?, key: (any CodingKey)?) -> TreeEncoder {
            guard let encoder = spare.popLast() else {
                return TreeEncoder(context: self, node: key.map { EncodingPath(parent: parent, key: $0) } ?? parent)
            }
            encoder.move(to: parent, key: key)
            return encoder
        }

        /// Takes back `encoder` once its value is taken, if nothing else holds it.
        @inline(__always)
        func giveBack(_ encoder: inout TreeEncoder) {
            guard isKnownUniquelyReferenced(&encoder) else { return }
            encoder.retire()
            spare.append(encoder)
        }

        /// Empties the pool, breaking the cycle between the context and its pooled encoders.
        func drain() {
            spare.removeAll()
        }
    }
}
