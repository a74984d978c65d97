/// Keywords of the wrong JSON kind (`parameters: {…}` where an array is required, `required: name`, `type: 7`):
/// each is reported once, at its JSON pointer, and left out of the node the translator reads, so "ignored" in
/// the message is what the generated code does. Standard keywords warn, as other structural problems of an
/// OpenAPI document do (the rest still generates); curlew's own `x-curlew-…` extensions are errors, as wrong
/// kinds are in a native spec.
extension OpenAPIDocuments {
    /// `node` with its `$ref`s followed, checked as `shape` (see `checked(_:as:)`); nil when the reference cannot
    /// be followed or the target is not an object.
    mutating func resolve(_ node: OpenAPINode, as shape: OpenAPIShape) -> OpenAPINode? {
        guard let target = resolve(node) else { return nil }
        return checked(target, as: shape)
    }

    /// `node` without the keywords `shape` lists whose value is of another kind (each reported), and without
    /// the entries of the wrong kind in the arrays and maps it lists; nil, with a warning, when `node` is not an
    /// object. A schema that is not an object comes back as it is: `schemaType` reads boolean schemas and warns
    /// about the rest.
    mutating func checked(_ node: OpenAPINode, as shape: OpenAPIShape) -> OpenAPINode? {
        guard case .object(let members) = node.node.value else {
            if shape == .schema { return node }
            warning("\(shape.noun) must be an object, found \(node.node.kindDescription); ignored", at: node)
            return nil
        }
        let table = shape.keywords
        var kept: [SpecNode.Member] = []
        var changed = false
        for member in members {
            guard let kind = table[member.key] else {
                kept.append(member)
                continue
            }
            let child = OpenAPINode(
                node: member.value, file: node.file, pointer: node.pointer + "/" + OpenAPINode.escape(member.key))
            guard let value = checked(child, keyword: member.key, as: kind, changed: &changed) else {
                changed = true
                continue
            }
            kept.append(SpecNode.Member(key: member.key, keyOffset: member.keyOffset, value: value))
        }
        guard changed else { return node }
        var result = node
        result.node.value = .object(kept)
        return result
    }

    /// The value of `keyword` checked against `kind`: nil (reported) when it is of another kind, otherwise the
    /// value without its entries of the wrong kind (`changed` set when any were left out).
    private mutating func checked(
        _ node: OpenAPINode, keyword: String, as kind: OpenAPIShape.Kind, changed: inout Bool
    ) -> SpecNode? {
        guard kind.accepts(node.node.value) else {
            reportKind("'\(keyword)' must be \(kind.description), found \(node.node.kindDescription)", at: node)
            return nil
        }
        switch kind {
        case .either(let first, let second):
            return checked(
                node, keyword: keyword, as: first.accepts(node.node.value) ? first : second, changed: &changed)
        case .arrayOf(let entryKind):
            var entries: [SpecNode] = []
            for entry in node.elements {
                guard entryKind.accepts(entry.node.value) else {
                    reportKind(
                        "an entry of '\(keyword)' must be \(entryKind.description), found \(entry.node.kindDescription)",
                        at: entry)
                    changed = true
                    continue
                }
                guard case .shaped(let shape) = entryKind else {
                    entries.append(entry.node)
                    continue
                }
                // A shaped entry may lose keywords: the parent is rebuilt (such arrays are short).
                changed = true
                entries.append((checked(entry, as: shape) ?? entry).node)
            }
            var result = node.node
            result.value = .array(entries)
            return result
        case .mapOf(let valueKind):
            var members: [SpecNode.Member] = []
            for (member, (_, value)) in zip(node.node.members ?? [], node.members) {
                guard member.key.hasPrefix("x-") || valueKind.accepts(value.node.value) else {
                    reportKind(
                        "'\(member.key)' in '\(keyword)' must be \(valueKind.description), found \(value.node.kindDescription)",
                        at: value)
                    changed = true
                    continue
                }
                members.append(member)
            }
            var result = node.node
            result.value = .object(members)
            return result
        case .shaped(let shape):
            changed = true
            return (checked(node, as: shape) ?? node).node
        default:
            return node.node
        }
    }

    /// "`problem`; ignored": an error for curlew's own extensions, otherwise a warning.
    private mutating func reportKind(_ problem: String, at node: OpenAPINode) {
        let isOwnExtension = node.pointer.split(separator: "/").last?.hasPrefix("x-curlew-") == true
        report(isOwnExtension ? .error : .warning, problem + "; ignored", at: node, hint: nil)
    }
}
