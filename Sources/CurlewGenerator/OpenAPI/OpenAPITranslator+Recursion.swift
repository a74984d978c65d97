/// A struct cannot store itself (directly or through other structs) except in an array or dictionary, but
/// recursive schemas are common in OpenAPI: the field that closes each such cycle becomes `JSON`, with a warning.
extension OpenAPITranslator {
    mutating func breakRecursion() {
        func direct(_ type: TypeRef) -> String? {
            switch type {
            case .named(let name): modelIndex[name] == nil ? nil : name
            case .optional(let wrapped): direct(wrapped)
            default: nil
            }
        }
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        for root in api.models where marks[root.name] == nil {
            var stack: [(name: String, field: Int)] = [(root.name, 0)]
            marks[root.name] = .visiting
            while let (name, index) = stack.last {
                guard let modelIndex = modelIndex[name], index < api.models[modelIndex].fields.count else {
                    marks[name] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].field += 1
                guard let target = direct(api.models[modelIndex].fields[index].type) else { continue }
                switch marks[target] {
                case nil:
                    marks[target] = .visiting
                    stack.append((target, 0))
                case .visiting:
                    let field = api.models[modelIndex].fields[index]
                    api.models[modelIndex].fields[index].type = Self.json
                    api.models[modelIndex].fields[index].optional = true
                    documents.warning(
                        "'\(name).\(field.swiftName)' makes '\(target)' contain itself; the field is typed as JSON",
                        at: modelSchemas[name]?["properties"]?[field.jsonKey] ?? modelSchemas[name] ?? documents.root,
                        hint: "a struct can hold itself only in an array or dictionary")
                case .done:
                    break
                }
            }
        }
    }
}
