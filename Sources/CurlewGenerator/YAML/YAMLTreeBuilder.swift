/// Builds a `SpecNode` tree from YAML events with an explicit stack (no recursion, so no stack overflow on deep
/// input), resolving anchors and aliases and `<<` merge keys.
///
/// Aliases copy the anchored node (cheaply: the tree's arrays share storage), but later stages walk every copy,
/// so the total number of nodes, their depth and the nodes added by aliases are bounded (`Limits`): a "billion
/// laughs" document stops with an error instead of exhausting time or memory.
struct YAMLTreeBuilder {
    /// Bounds that keep hostile documents cheap.
    struct Limits {
        /// Deepest nesting of mappings and sequences, aliases included.
        var maxDepth = 512
        /// Most nodes that aliases may add, in total (at least this, or the input size in bytes if larger).
        var maxAliasNodes = 1_000_000
    }

    private struct Frame {
        enum Kind {
            case mapping
            case sequence
        }

        var kind: Kind
        var offset: Int
        var anchor: String?
        var members: [SpecNode.Member] = []
        var elements: [SpecNode] = []
        var pendingKey: (text: String, offset: Int)?
        var keys: [String: Int] = [:]
        var merges: [(node: SpecNode, offset: Int)] = []
        /// Nodes below this one and its height, for the bounds.
        var count = 1
        var height = 1
    }

    /// A finished node with its size and height.
    private struct Built {
        var node: SpecNode
        var count: Int
        var height: Int
        /// A scalar's text as written, so that an alias to it can be a mapping key; nil for other nodes.
        var keyText: String? = nil
    }

    let limits: Limits
    private let source: SourceText
    private let aliasBudget: Int
    private var stack: [Frame] = []
    private var anchors: [String: Built] = [:]
    private var aliasNodes = 0
    private var documents = 0
    private(set) var root: SpecNode?
    private(set) var isDone = false
    /// Problems that do not stop the reading, in the order found: warnings, and duplicate keys as errors.
    private(set) var issues: [(severity: Diagnostic.Severity, message: String, offset: Int)] = []

    init(limits: Limits, source: SourceText) {
        self.limits = limits
        self.source = source
        aliasBudget = max(limits.maxAliasNodes, source.bytes.count)
    }

    /// Feeds one event; returns an error message and offset when the document must be rejected.
    mutating func handle(_ event: YAMLEvent, at offset: Int) -> (message: String, offset: Int)? {
        switch event {
        case .documentStart:
            documents += 1
            if documents > 1 {
                issues.append((.warning, "only the first YAML document is read; the others are ignored", offset))
                isDone = true
            }
        case .documentEnd, .other:
            break
        case .mappingStart(let anchor), .sequenceStart(let anchor):
            guard stack.count < limits.maxDepth else {
                return ("the document nests deeper than \(limits.maxDepth) levels", offset)
            }
            let kind: Frame.Kind = if case .mappingStart = event { .mapping } else { .sequence }
            stack.append(Frame(kind: kind, offset: offset, anchor: anchor))
        case .mappingEnd, .sequenceEnd:
            guard let frame = stack.popLast() else { break }
            let node: SpecNode
            switch frame.kind {
            case .mapping:
                node = SpecNode(value: .object(merged(frame)), offset: frame.offset)
            case .sequence:
                node = SpecNode(value: .array(frame.elements), offset: frame.offset)
            }
            return add(Built(node: node, count: frame.count, height: frame.height), anchor: frame.anchor, at: offset)
        case .scalar(let scalar, let anchor):
            if var top = stack.last, top.kind == .mapping, top.pendingKey == nil {
                top.pendingKey = (scalar.text, offset)
                stack[stack.count - 1] = top
                if let anchor {
                    anchors[anchor] = Built(node: scalar.node(at: offset), count: 1, height: 0, keyText: scalar.text)
                }
                return nil
            }
            let built = Built(node: scalar.node(at: offset), count: 1, height: 0, keyText: scalar.text)
            return add(built, anchor: anchor, at: offset)
        case .alias(let name):
            guard let built = anchors[name] else {
                return ("unknown alias '*\(name)'", offset)
            }
            aliasNodes += built.count
            guard aliasNodes <= aliasBudget else {
                return ("aliases expand to more than \(aliasBudget) nodes; refusing a possible alias bomb", offset)
            }
            if stack.count + built.height > limits.maxDepth {
                return ("the document nests deeper than \(limits.maxDepth) levels (through '*\(name)')", offset)
            }
            if var top = stack.last, top.kind == .mapping, top.pendingKey == nil {
                // An alias as a key (`*k : value`) stands for the anchored scalar's text.
                guard let text = built.keyText else {
                    let kind = built.node.kindDescription
                    return ("a mapping key must be a scalar, but the alias '*\(name)' names \(kind)", offset)
                }
                top.pendingKey = (text, offset)
                stack[stack.count - 1] = top
                return nil
            }
            var copy = built
            copy.node.offset = offset
            return add(copy, anchor: nil, at: offset)
        }
        return nil
    }

    /// Attaches a finished node to its parent (or makes it the root).
    private mutating func add(_ built: Built, anchor: String?, at offset: Int) -> (message: String, offset: Int)? {
        var built = built
        if let anchor {
            // Aliases copy the node with this mark: the anchored node and its copies are one node.
            built.node.anchorOffset = Int32(exactly: built.node.offset) ?? -1
            anchors[anchor] = built
        }
        guard var top = stack.popLast() else {
            root = built.node
            return nil
        }
        top.count += built.count
        top.height = max(top.height, built.height + 1)
        defer { stack.append(top) }
        switch top.kind {
        case .sequence:
            top.elements.append(built.node)
        case .mapping:
            guard let key = top.pendingKey else {
                // A mapping or sequence used as a key: OpenAPI never needs one.
                top.pendingKey = ("", built.node.offset)
                return ("a mapping key must be a scalar, found \(built.node.kindDescription)", built.node.offset)
            }
            top.pendingKey = nil
            if key.text == "<<" {
                top.merges.append((built.node, key.offset))
                return nil
            }
            if let first = top.keys[key.text] {
                // An error, as in the JSON reader (OpenAPI documents relax it to a warning); the first wins, so
                // the rest still reads.
                let line = source.location(ofByte: first).line
                issues.append((.error, "duplicate key '\(key.text)' (first on line \(line))", key.offset))
                return nil
            }
            top.keys[key.text] = key.offset
            top.members.append(SpecNode.Member(key: key.text, keyOffset: key.offset, value: built.node))
        }
        return nil
    }

    /// The mapping's members plus those of `<<: *base` merges that it does not set itself (YAML merge keys).
    private mutating func merged(_ frame: Frame) -> [SpecNode.Member] {
        var members = frame.members
        var keys = Set(frame.keys.keys)
        for merge in frame.merges {
            let sources = merge.node.elements ?? [merge.node]
            for source in sources {
                guard let extra = source.members else {
                    issues.append((.warning, "'<<' merges only mappings; ignored", merge.offset))
                    continue
                }
                for member in extra where keys.insert(member.key).inserted {
                    members.append(member)
                }
            }
        }
        return members
    }
}
