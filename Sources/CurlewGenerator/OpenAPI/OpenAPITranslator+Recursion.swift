/// Recursive schemas are common in OpenAPI (a tree node's `parent`, a comment's `replyTo`). A struct cannot
/// store itself, directly or through other structs, except in an array, a dictionary, or an optional property:
/// the renderer stores an optional field that closes a cycle out of line (`@Curlew.Indirect`, see
/// `ModelContainment`), so such fields keep their model type. Only a cycle made of required, non-nullable
/// properties alone (an infinite value) is broken: its closing field becomes optional `JSON`, with a warning.
extension OpenAPITranslator {
    mutating func breakRecursion() {
        // The "always stores a value of" edges: a field holding a model, not optional (not in an array or
        // dictionary, not optional, not nullable). The same edges the native spec checks.
        func direct(_ field: APIModel.Field) -> String? {
            guard !ModelContainment.isOptional(field), let name = ModelContainment.storedModel(field.type) else {
                return nil
            }
            return modelIndex[name] == nil ? nil : name
        }
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        for root in api.models where marks[root.name] == nil {
            // An explicit stack of (model, next field index) instead of recursion: documents may chain thousands.
            var stack: [(name: String, field: Int)] = [(root.name, 0)]
            marks[root.name] = .visiting
            while let (name, index) = stack.last {
                guard let modelIndex = modelIndex[name], index < api.models[modelIndex].fields.count else {
                    marks[name] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].field += 1
                guard let target = direct(api.models[modelIndex].fields[index]) else { continue }
                switch marks[target] {
                case nil:
                    marks[target] = .visiting
                    stack.append((target, 0))
                case .visiting:
                    let field = api.models[modelIndex].fields[index]
                    api.models[modelIndex].fields[index].type = Self.json
                    api.models[modelIndex].fields[index].optional = true
                    api.models[modelIndex].fields[index].defaultValue = nil
                    documents.warning(
                        "'\(name).\(field.swiftName)' makes '\(target)' contain itself through required fields only;"
                            + " the field is typed as JSON",
                        at: modelSchemas[name]?["properties"]?[field.jsonKey] ?? modelSchemas[name] ?? documents.root,
                        hint: "make one property of the cycle optional (not required, or nullable) to keep its type")
                case .done:
                    break
                }
            }
        }
    }
}
