/// Which models store which (a field of type `B` or `B?` stores a `B`; arrays and dictionaries store nothing
/// inline), and so which fields must keep their value out of line.
///
/// A struct cannot hold itself, directly or through other structs. A cycle of such fields is fine when one of
/// them is optional: the generator stores every optional field that closes a cycle indirectly (`@Curlew.Indirect`,
/// one box per value). A cycle of non-optional fields would be an infinite value: the translator reports it.
enum ModelContainment {
    /// The Swift names of the fields to store indirectly, by model name: every optional field whose model is
    /// stored, directly or through other models, by the model the field holds (the field lies on a cycle).
    static func indirectFields(_ models: [APIModel.Model]) -> [String: Set<String>] {
        var index: [String: Int] = [:]
        for (position, model) in models.enumerated() where index[model.name] == nil {
            index[model.name] = position
        }
        let edges: [[(target: Int, field: Int)]] = models.map { model in
            model.fields.enumerated().compactMap { position, field in
                storedModel(field.type).flatMap { index[$0] }.map { ($0, position) }
            }
        }
        let component = stronglyConnectedComponents(edges)
        var result: [String: Set<String>] = [:]
        for (source, model) in models.enumerated() where index[model.name] == source {
            for edge in edges[source] where component[edge.target] == component[source] {
                let field = model.fields[edge.field]
                if isOptional(field) {
                    result[model.name, default: []].insert(field.swiftName)
                }
            }
        }
        return result
    }

    /// The model a field of this type stores inline, if any (through optionals, not arrays or dictionaries).
    static func storedModel(_ type: TypeRef) -> String? {
        switch type {
        case .named(let name): name
        case .optional(let wrapped): storedModel(wrapped)
        default: nil
        }
    }

    /// Whether the field's property is optional (so it may hold nothing, and a box can break a cycle).
    static func isOptional(_ field: APIModel.Field) -> Bool {
        if case .optional = field.type { return true }
        return field.optional && field.defaultValue == nil
    }

    /// Tarjan's algorithm, iterative (specs may chain thousands of models): the component of each node.
    static func stronglyConnectedComponents(_ edges: [[(target: Int, field: Int)]]) -> [Int] {
        let count = edges.count
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var counter = 0
        var components = 0
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let target = edges[node][edge].target
                    if order[target] < 0 {
                        order[target] = counter
                        low[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node {
                    low[parent] = min(low[parent], low[node])
                }
                if low[node] == order[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = components
                        if member == node { break }
                    }
                    components += 1
                }
            }
        }
        return component
    }
}
