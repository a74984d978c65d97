extension SpecTranslator {
    /// A struct cannot contain itself except through an array or a dictionary: one depth-first walk over the
    /// "stores a value of" edges; each cycle is reported once, at the model where the walk closes it. Unions are
    /// `indirect`, so a path through one is no cycle.
    mutating func checkRecursion(_ models: [APIModel.Model]) {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func direct(_ type: TypeRef) -> String? {
            switch type {
            case .named(let name): byName[name] == nil ? nil : name
            case .optional(let wrapped): direct(wrapped)
            default: nil
            }
        }
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        for root in models where marks[root.name] == nil {
            // An explicit stack of (model, next field index) instead of recursion: specs may chain thousands.
            var stack: [(name: String, field: Int)] = [(root.name, 0)]
            marks[root.name] = .visiting
            while let (name, index) = stack.last {
                let fields = byName[name]?.fields ?? []
                guard index < fields.count else {
                    marks[name] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].field += 1
                guard let target = direct(fields[index].type) else { continue }
                switch marks[target] {
                case nil:
                    marks[target] = .visiting
                    stack.append((target, 0))
                case .visiting:
                    diagnostics.error(
                        "model '\(target)' contains itself (through '\(name).\(fields[index].swiftName)')",
                        at: declaredTypes[target] ?? 0,
                        hint: "hold it in an array, e.g. '[\(target)]'"
                    )
                case .done:
                    break
                }
            }
        }
    }
}
