/// The members of a model that its schema allows but does not declare (OpenAPI `additionalProperties: true`):
/// kept in a stored `CurlewJSON.JSONObject`, in document order, by both decoders, and written back by the encoder.
extension SwiftRenderer {
    /// The coding key of an undeclared member, nested in the model. Declared type names cannot start with `_`
    /// and a letter, so this one names nothing else.
    static let additionalKeyType = "_AdditionalKey"

    /// The stored property that keeps the undeclared members, or nothing.
    func additionalPropertiesProperty(_ model: APIModel.Model) -> [SwiftSource] {
        guard let name = model.additionalProperties else { return [] }
        return [
            .doc(
                "The members the schema allows but does not declare (`additionalProperties`), in document order."),
            .line("\(accessPrefix)var \(SwiftNames.escaped(name)): CurlewJSON.JSONObject"),
        ]
    }

    /// The memberwise init's argument for the undeclared members (empty by default).
    func additionalPropertiesArgument(_ model: APIModel.Model) -> [String] {
        guard let name = model.additionalProperties else { return [] }
        return ["\(SwiftNames.escaped(name)): CurlewJSON.JSONObject = [:]"]
    }

    /// `self.additionalProperties = additionalProperties` in the memberwise init.
    func additionalPropertiesAssignment(_ model: APIModel.Model) -> [SwiftSource] {
        guard let name = model.additionalProperties else { return [] }
        return [.line("self.\(SwiftNames.escaped(name)) = \(SwiftNames.escaped(name))")]
    }

    /// The nested `CodingKey` for any member name, used by `init(from decoder:)` and `encode(to:)`.
    func additionalKeyDeclaration(_ model: APIModel.Model) -> [SwiftSource] {
        guard model.additionalProperties != nil else { return [] }
        return [
            .blank,
            .doc("The key of a member the schema does not declare."),
            .block(
                "private struct \(Self.additionalKeyType): Swift.CodingKey",
                [
                    .line("var stringValue: Swift.String"),
                    .line("var intValue: Swift.Int? { nil }"),
                    .line("init(_ stringValue: Swift.String) { self.stringValue = stringValue }"),
                    .line("init?(stringValue: Swift.String) { self.stringValue = stringValue }"),
                    .line("init?(intValue: Swift.Int) { nil }"),
                ]),
        ]
    }

    /// ` where <the member is not a declared field's key>`; empty without declared fields.
    private func undeclared(_ model: APIModel.Model, _ key: String) -> String {
        model.fields.isEmpty ? "" : " where CodingKeys(stringValue: \(key)) == nil"
    }

    /// `init(from decoder:)`'s statements that collect the undeclared members (the first of a repeated key).
    func additionalPropertiesDecoding(_ model: APIModel.Model) -> [SwiftSource] {
        guard let name = model.additionalProperties else { return [] }
        return [
            .line("let _0others = try decoder.container(keyedBy: \(Self.additionalKeyType).self)"),
            .line("var _0members: [(Swift.String, CurlewJSON.JSONValue)] = []"),
            .line("var _0names: Swift.Set<Swift.String> = []"),
            .block(
                "for key in _0others.allKeys\(undeclared(model, "key.stringValue"))",
                [
                    .line("guard _0names.insert(key.stringValue).inserted else { continue }"),
                    .line(
                        "_0members.append((key.stringValue, try _0others.decode(CurlewJSON.JSONValue.self, forKey: key)))"
                    ),
                ]),
            .line("self.\(SwiftNames.escaped(name)) = CurlewJSON.JSONObject(_0members)"),
        ]
    }

    /// `encode(to:)`'s statements that write the undeclared members back, in order (a name that is also a declared
    /// key is left out: the field wins).
    func additionalPropertiesEncoding(_ model: APIModel.Model) -> [SwiftSource] {
        guard let name = model.additionalProperties else { return [] }
        return [
            .line("var _0others = encoder.container(keyedBy: \(Self.additionalKeyType).self)"),
            .block(
                "for (key, value) in self.\(SwiftNames.escaped(name))\(undeclared(model, "key"))",
                [.line("try _0others.encode(value, forKey: \(Self.additionalKeyType)(key))")]),
        ]
    }
}
