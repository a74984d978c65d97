/// Component schemas kept by name where they are used, for a config file's `typeOverrides.schemas`.
///
/// A component that declares no type of its own (`Money: {type: string, format: decimal}`, `Ids: {type: array, …}`,
/// `MaybeMoney: {oneOf: [$ref: Money, type: 'null']}`, `Price: {$ref: Money}`) is inlined where a `$ref` uses it: the
/// IR says `String`, not `Money`. When a config overrides it by name, the spec is translated again with its name
/// pinned (`APIModel.Retranslation`): every `$ref` whose chain passes through it becomes `.named(Money)` (optional
/// when the value may be null), and `APIModel.pinnedSchemas` says what it stands for. The first pinned component on
/// a chain wins: with `A: {$ref: B}` and `B: {type: string}`, pinning B reaches the uses of A and of B, pinning A
/// only those of A.
extension OpenAPITranslator {
    /// The IR type of a schema (following `$ref`), named after `nameHint` when it needs a new type; a `$ref` through
    /// a pinned component is that component's name.
    mutating func schemaType(_ input: OpenAPINode, nameHint: String) -> TypeRef {
        let type = unpinnedSchemaType(input, nameHint: nameHint)
        guard !pinnedKeys.isEmpty, input.isObject, input["$ref"] != nil, let (name, key) = pinnedComponent(of: input)
        else { return type }
        let (inner, optional) = type.unwrapped
        // A component that is a declared type under its own name needs no pin; one being translated right now
        // (an array of itself) is typed as the translator types it.
        guard inner != .named(name), !inProgress.contains(key) else { return type }
        if api.pinnedSchemas[name] == nil {
            api.pinnedSchemas[name] = inner
        }
        return optional ? .optional(.named(name)) : .named(name)
    }

    /// The first pinned component on the chain of `$ref`s from `input`: its generated name and its key.
    private mutating func pinnedComponent(of input: OpenAPINode) -> (name: String, key: String)? {
        var current = input
        for _ in 0..<OpenAPIDocuments.maxReferenceHops {
            guard let reference = current["$ref"], let text = reference.string,
                let target = documents.lookUp(text, from: reference)
            else { return nil }
            let key = Self.key(target)
            if let name = pinnedKeys[key] { return (name, key) }
            current = target
        }
        return nil
    }
}
