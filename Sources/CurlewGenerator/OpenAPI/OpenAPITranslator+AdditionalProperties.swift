/// `additionalProperties` next to `properties`: the struct keeps the members it does not declare, as Apple's
/// generator does (`OpenAPIObjectContainer` for `true`/`{}`, `[String: T]` for a schema).
extension OpenAPITranslator {
    /// Gives model `index` a stored property for its undeclared members when a part (or the schema that holds
    /// them) allows them: any JSON for `true` or `{}`, kept in order; `[String: T]` for a schema. The first part
    /// that allows them decides; a later one that says otherwise is ignored with a warning.
    mutating func keepAdditionalProperties(
        of parts: [OpenAPINode], holder: OpenAPINode, model index: Int, avoiding names: Set<String>
    ) {
        var kept: (node: OpenAPINode, type: TypeRef?)?
        let modelName = api.models[index].name
        let isPart = parts.contains { $0.file == holder.file && $0.pointer == holder.pointer }
        for part in isPart ? parts : parts + [holder] {
            guard let additional = part["additionalProperties"], additional.bool == true || additional.isObject
            else { continue }
            let type: TypeRef? =
                additional.isObject && !additional.members.isEmpty
                ? schemaType(additional, nameHint: modelName + "AdditionalProperty") : nil
            guard let first = kept else {
                kept = (additional, type)
                continue
            }
            if first.type != type {
                documents.warning(
                    "'additionalProperties' differs from the one the struct keeps; ignored", at: additional)
            }
        }
        guard let kept else { return }
        api.models[index].additionalProperties = Self.additionalPropertiesName(avoiding: names)
        api.models[index].additionalPropertiesType = kept.type
    }

    /// `additionalProperties`, or `additionalProperties2`, … when a declared property already has the name.
    static func additionalPropertiesName(avoiding names: Set<String>) -> String {
        var name = "additionalProperties"
        var counter = 2
        while names.contains(name) {
            name = "additionalProperties\(counter)"
            counter += 1
        }
        return name
    }
}
