/// The members of a model that its schema allows but does not declare (OpenAPI `additionalProperties`): kept in a
/// stored property by both decoders and written back by the encoder. Any JSON (`true`, `{}`) is a
/// `CurlewJSON.JSONObject` in document order; a schema's type `T` is a `[String: T]`, written in key order.
extension SwiftRenderer {
    /// The coding key of an undeclared member, nested in the model. Declared type names cannot start with `_`
    /// and a letter, so this one names nothing else.
    static let additionalKeyType = "_AdditionalKey"

    /// The Swift type of the stored property for the undeclared members.
    private func additionalPropertiesType(_ model: APIModel.Model) -> String {
        model.additionalPropertiesType.map { "[Swift.String: \(swiftType($0))]" } ?? "CurlewJSON.JSONObject"
    }

    /// The stored property that keeps the undeclared members, or nothing.
    func additionalPropertiesProperty(_ model: APIModel.Model) -> [SwiftSource] {
        guard let name = model.additionalProperties else { return [] }
        let order = model.additionalPropertiesType == nil ? ", in document order" : ""
        return [
            .doc("The members the schema allows but does not declare (`additionalProperties`)\(order)."),
            .line("\(accessPrefix)var \(SwiftNames.escaped(name)): \(additionalPropertiesType(model))"),
        ]
    }

    /// The memberwise init's argument for the undeclared members (empty by default).
    func additionalPropertiesArgument(_ model: APIModel.Model) -> [String] {
        guard let name = model.additionalProperties else { return [] }
        return ["\(SwiftNames.escaped(name)): \(additionalPropertiesType(model)) = [:]"]
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
        let container = "let _0others = try decoder.container(keyedBy: \(Self.additionalKeyType).self)"
        let loop = "for key in _0others.allKeys\(undeclared(model, "key.stringValue"))"
        guard let type = model.additionalPropertiesType else {
            return [
                .line(container),
                .line("var _0members: [(Swift.String, CurlewJSON.JSONValue)] = []"),
                .line("var _0names: Swift.Set<Swift.String> = []"),
                .block(
                    loop,
                    [
                        .line("guard _0names.insert(key.stringValue).inserted else { continue }"),
                        .line(
                            "_0members.append((key.stringValue, try _0others.decode(CurlewJSON.JSONValue.self, forKey: key)))"
                        ),
                    ]),
                .line("self.\(SwiftNames.escaped(name)) = CurlewJSON.JSONObject(_0members)"),
            ]
        }
        return [
            .line(container),
            .line("var _0members: \(additionalPropertiesType(model)) = [:]"),
            .block(
                loop,
                [
                    .line("guard _0members.index(forKey: key.stringValue) == nil else { continue }"),
                    .line("let value = try _0others.decode(\(swiftType(type)).self, forKey: key)"),
                    .line("_0members.updateValue(value, forKey: key.stringValue)"),
                ]),
            .line("self.\(SwiftNames.escaped(name)) = _0members"),
        ]
    }

    /// `encode(to:)`'s statements that write the undeclared members back, in order (a name that is also a declared
    /// key is left out: the field wins).
    func additionalPropertiesEncoding(_ model: APIModel.Model) -> [SwiftSource] {
        guard let name = model.additionalProperties else { return [] }
        let members =
            "self.\(SwiftNames.escaped(name))"
            + (model.additionalPropertiesType == nil ? "" : ".sorted(by: { $0.key < $1.key })")
        return [
            .line("var _0others = encoder.container(keyedBy: \(Self.additionalKeyType).self)"),
            .block(
                "for (key, value) in \(members)\(undeclared(model, "key"))",
                [.line("try _0others.encode(value, forKey: \(Self.additionalKeyType)(key))")]),
        ]
    }

    /// `init(from reader:)`'s locals for the undeclared members, its `default:` case, and the final assignment.
    /// A repeated key is found through a set or the dictionary, so many members cost linear time.
    func additionalPropertiesReading(_ model: APIModel.Model) -> (
        locals: [SwiftSource], read: SwiftSource, assign: SwiftSource
    )? {
        guard let name = model.additionalProperties else { return nil }
        let target = "self.\(SwiftNames.escaped(name))"
        guard let type = model.additionalPropertiesType else {
            return (
                [
                    .line("var _0others: [(Swift.String, CurlewJSON.JSONValue)] = []"),
                    .line("var _0otherNames: Swift.Set<Swift.String> = []"),
                ],
                .ifElse(
                    "if !_0otherNames.insert(_0key).inserted", [.line("try reader.skipValue()")],
                    [.line("_0others.append((_0key, try reader.readJSONValue()))")]),
                .line("\(target) = CurlewJSON.JSONObject(_0others)")
            )
        }
        return (
            [.line("var _0others: \(additionalPropertiesType(model)) = [:]")],
            .ifElse(
                "if _0others.index(forKey: _0key) != nil", [.line("try reader.skipValue()")],
                readStatements(type, depth: 0) { "_0others.updateValue(\($0), forKey: _0key)" }),
            .line("\(target) = _0others")
        )
    }
}
