extension SwiftRenderer {
    /// The key of one property of an object parameter, as generated code names it.
    enum ObjectPropertyKey {
        /// A model field's JSON key, known when generating.
        case field(String)
        /// The `key` of the loop over a dictionary's entries.
        case dictionaryKey
    }

    /// Statements that visit each property of an object parameter (a model or a dictionary of scalars) with
    /// `visit(key, valueExpression, type)`: a model's fields in order, deprecated ones and absent optionals left
    /// out; a dictionary's keys sorted. Empty for any other type.
    func objectPropertyLines(
        _ parameter: APIModel.Parameter, _ visit: (ObjectPropertyKey, String, TypeRef) -> SwiftSource
    ) -> [SwiftSource] {
        let object = SwiftNames.escaped(parameter.swiftName)
        switch parameter.type {
        case .dictionary(let value):
            return [
                .block(
                    "for (key, value) in \(object).sorted(by: { $0.key < $1.key })",
                    [visit(.dictionaryKey, "value", value)])
            ]
        case .named(let modelName):
            return (model(named: modelName)?.fields ?? []).filter { $0.deprecated == nil }.map { field in
                let property = "\(object).\(SwiftNames.escaped(field.swiftName))"
                guard field.optional else { return visit(.field(field.jsonKey), property, field.type) }
                return .block("if let value = \(property)", [visit(.field(field.jsonKey), "value", field.type)])
            }
        default:
            return []
        }
    }
}
