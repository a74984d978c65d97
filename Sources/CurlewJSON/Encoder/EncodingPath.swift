/// One step of the coding path of a value being encoded, linked to its parent.
///
/// Mutable so a pooled `TreeEncoder` can move its node to the next value it encodes instead of allocating one per
/// nested value; it does so only when nothing else holds the node (no container, no child's node, no caller).
final class EncodingPath: CodingPathNode {
    /// The path of the container holding the value.
    @exclusivity(unchecked) fileprivate(set) var parent: EncodingPath?
    /// The value's key in that container.
    @exclusivity(unchecked) fileprivate(set) var key: any CodingKey

    init(parent: EncodingPath?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// The node for `key` in the container at `parent` (`parent` itself when there is no key), reusing `node` when
    /// it is the only reference to it.
    static func moving(_ node: inout EncodingPath?, to parent: EncodingPath?, key: (any CodingKey)?) {
        guard let key else {
            node = parent
            return
        }
        if isKnownUniquelyReferenced(&node), let node {
            node.parent = parent
            node.key = key
        } else {
            node = EncodingPath(parent: parent, key: key)
        }
    }

    /// Lets go of `node`'s parent when nothing else holds `node` (so the parent can be moved in turn), else of
    /// `node` itself (it is someone else's now).
    static func detach(_ node: inout EncodingPath?) {
        if isKnownUniquelyReferenced(&node) {
            node?.parent = nil
        } else {
            node = nil
        }
    }
}

/// Where a value about to be encoded goes: at `key` in the container at `parent`, or at `parent` itself when there
/// is no key (a single-value container's value; `parent` nil too: the top-level value). Makes no node: the path is
/// built only for an error or a nested encoder.
struct EncodingPosition {
    let parent: EncodingPath?
    let key: (any CodingKey)?

    /// The top-level value's position.
    static var root: EncodingPosition { EncodingPosition(parent: nil, key: nil) }

    /// The coding path of the value.
    var codingPath: [any CodingKey] { EncodingPath.codingPath(parent, plus: key) }
}
