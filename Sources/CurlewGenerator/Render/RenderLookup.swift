/// The renderer's name indexes over the IR, built once per render: finding a model or enum by name is a
/// dictionary lookup instead of a scan of every declaration (a 7000-model spec looks names up for every
/// defaulted field, enum-typed parameter and union variant).
struct RenderLookup: Sendable {
    /// Position of each model in `api.models` (the first when names repeat).
    let models: [String: Int]
    /// Position of each enum in `api.enums` (the first when names repeat).
    let enums: [String: Int]
    /// Position of each union without a discriminator in `api.valueUnions`.
    let valueUnions: [String: Int]
    /// The names of tagged unions (JSON objects).
    let taggedUnions: Set<String>
    /// The target of each type alias.
    let aliases: [String: String]
    /// The fields stored out of line (`@Curlew.Indirect`), by model name (see `ModelContainment`).
    let indirectFields: [String: Set<String>]

    init(_ api: APIModel) {
        var models: [String: Int] = [:]
        models.reserveCapacity(api.models.count)
        for (index, model) in api.models.enumerated() where models[model.name] == nil {
            models[model.name] = index
        }
        var enums: [String: Int] = [:]
        for (index, enumeration) in api.enums.enumerated() where enums[enumeration.name] == nil {
            enums[enumeration.name] = index
        }
        self.models = models
        self.enums = enums
        var valueUnions: [String: Int] = [:]
        for (index, union) in api.valueUnions.enumerated() where valueUnions[union.name] == nil {
            valueUnions[union.name] = index
        }
        self.valueUnions = valueUnions
        taggedUnions = Set(api.unions.map(\.name))
        aliases = Dictionary(api.typeAliases.map { ($0.name, $0.target) }, uniquingKeysWith: { first, _ in first })
        indirectFields = ModelContainment.indirectFields(api.models)
    }
}

extension SwiftRenderer {
    /// The model named `name`, if any.
    func model(named name: String) -> APIModel.Model? {
        lookup.models[name].map { api.models[$0] }
    }

    /// `@Curlew.Indirect ` for a field stored out of line (it closes a cycle of models), else nothing.
    func storageAttribute(_ field: APIModel.Field, of model: APIModel.Model) -> String {
        lookup.indirectFields[model.name]?.contains(field.swiftName) == true ? "@Curlew.Indirect " : ""
    }

    /// The enum named `name`, if any.
    func enumeration(named name: String) -> APIModel.EnumModel? {
        lookup.enums[name].map { api.enums[$0] }
    }
}

extension SwiftRenderer {
    /// Whether a parameter of `type` is sent as one text (`text(_:of:)`): a built-in type other than JSON and
    /// bytes, or a string or integer enum.
    func isScalarType(_ type: TypeRef) -> Bool {
        switch type {
        case .builtin(let builtin): builtin != .json && builtin != .data
        case .named(let name): enumeration(named: name) != nil
        default: false
        }
    }
}
