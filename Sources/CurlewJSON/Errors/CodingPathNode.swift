/// One step of a coding path linked to its parent: the encoder's `EncodingPath` and the decoder's `PathNode`.
/// Values hold only their node; the `[any CodingKey]` array is built when an error or model code asks for it.
protocol CodingPathNode: AnyObject {
    /// The node of the container holding the value; nil at the top level.
    var parent: Self? { get }
    /// The value's key in that container.
    var key: any CodingKey { get }
}

extension CodingPathNode {
    /// The coding path from the root to `node`, plus `key` when given.
    static func codingPath(_ node: Self?, plus key: (any CodingKey)? = nil) -> [any CodingKey] {
        var path: [any CodingKey] = []
        if let key { path.append(key) }
        var current = node
        while let step = current {
            path.append(step.key)
            current = step.parent
        }
        return path.reversed()
    }
}
