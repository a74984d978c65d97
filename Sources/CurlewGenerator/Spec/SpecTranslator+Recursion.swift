extension SpecTranslator {
    /// A struct cannot contain itself except through an array, a dictionary or an optional field (which the
    /// renderer then stores indirectly, see `ModelContainment`): one depth-first walk over the "always stores a
    /// value of" edges (non-optional fields); each cycle is reported once, at the model where the walk closes it.
    /// Unions are `indirect`, so a path through one is no cycle.
    mutating func checkRecursion(_ models: [APIModel.Model]) {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func direct(_ field: APIModel.Field) -> String? {
            guard !ModelContainment.isOptional(field), let name = ModelContainment.storedModel(field.type) else {
                return nil
            }
            return byName[name] == nil ? nil : name
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
                guard let target = direct(fields[index]) else { continue }
                switch marks[target] {
                case nil:
                    marks[target] = .visiting
                    stack.append((target, 0))
                case .visiting:
                    diagnostics.error(
                        "model '\(target)' contains itself (through '\(name).\(fields[index].swiftName)')",
                        at: declaredTypes[target] ?? 0,
                        hint: "make the field optional ('\(target)?') or hold it in an array ('[\(target)]')"
                    )
                case .done:
                    break
                }
            }
        }
    }
}
