/// The members of a model that its schema allows but does not declare (OpenAPI `additionalProperties`): kept in a
/// stored property by the reader (which Codable decoding goes through too) and written back by the encoder. Any
/// JSON (`true`, `{}`) is a `CurlewJSON.JSONObject` in document order; a schema's type `T` is a `[String: T]`,
/// written in key order.
extension SwiftRenderer {
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

    /// ` where <the member is not a declared field's key>`; empty without declared fields.
    private func undeclared(_ model: APIModel.Model, _ key: String) -> String {
        model.fields.isEmpty ? "" : " where !Self.jsonKeys.contains(\(key))"
    }

    /// `encode(to:)`'s statements that write the undeclared members back, in order (a name that is also a declared
    /// key is left out: the field wins).
    func additionalPropertiesEncoding(_ model: APIModel.Model) -> [SwiftSource] {
        guard let name = model.additionalProperties else { return [] }
        let members =
            "self.\(SwiftNames.escaped(name))"
            + (model.additionalPropertiesType == nil ? "" : ".sorted(by: { $0.key < $1.key })")
        return [
            .block(
                "for (key, value) in \(members)\(undeclared(model, "key"))",
                [.line("try container.encode(value, forKey: CurlewJSON.JSONKey(key))")])
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
