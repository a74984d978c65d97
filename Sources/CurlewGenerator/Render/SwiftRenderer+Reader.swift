extension SwiftRenderer {
    /// `init(from reader: inout JSONReader)` for a struct: the `JSONDecodable` fast path, no Codable at run time.
    ///
    /// One pass over the object's keys (matched by position in a static `JSONKeys`), each value read straight
    /// into a local; then the same rules as `init(from decoder:)`: a missing required key throws, a missing
    /// optional is nil, a missing or null defaulted field gets its default, a nullable key must be present.
    func readerInit(_ model: APIModel.Model) -> [SwiftSource] {
        var lines: [SwiftSource] = []
        var cases: [SwiftSource] = []
        var assignments: [SwiftSource] = []
        for (position, field) in model.fields.enumerated() {
            let local = "_" + field.swiftName
            let type = swiftType(field.type)
            let key = SwiftSource.literal(field.jsonKey)
            let target = "self.\(storageName(field))"
            if field.optional, field.requiredKey {
                lines.append(.line("var \(local): \(type)?? = nil"))
                cases.append(.line("case \(position): \(local) = .some(try reader.readOptional(\(type).self))"))
                assignments.append(
                    .block("guard let \(local) else", [.line("throw reader.missingKey(\(key))")]))
                assignments.append(.line("\(target) = \(local)"))
            } else if field.optional || field.defaultValue != nil {
                lines.append(.line("var \(local): \(type)? = nil"))
                cases.append(.line("case \(position): \(local) = try reader.readOptional(\(type).self)"))
                let fallback = field.defaultValue.map { " ?? " + literal($0, for: field.type) } ?? ""
                assignments.append(.wrapped("\(target) =", local + fallback))
            } else {
                lines.append(.line("var \(local): \(type)? = nil"))
                cases.append(.line("case \(position): \(local) = try reader.read(\(type).self)"))
                assignments.append(
                    .block("guard let \(local) else", [.line("throw reader.missingKey(\(key))")]))
                assignments.append(.line("\(target) = \(local)"))
            }
        }
        cases.append(.line("default: try reader.skipValue()"))
        lines.append(.line("try reader.beginObject()"))
        lines.append(
            .block(
                "while let position = try reader.nextKey(in: Self.jsonKeys)",
                [.switchBlock("switch position", cases)]
            )
        )
        lines += assignments
        return [
            .doc("The JSON keys in field order, for `init(from reader:)` (a field may share the name: it is static)."),
            .filledArray(
                prefix: "private static let jsonKeys = CurlewJSON.JSONKeys(",
                items: model.fields.map { SwiftSource.literal($0.jsonKey) },
                suffix: ")"
            ),
            .blank,
            .doc("Reads a value straight from CurlewJSON's reader (the fast path; same rules as `init(from:)`)."),
            .block("\(accessPrefix)init(from reader: inout CurlewJSON.JSONReader) throws", lines),
        ]
    }

    /// `init(from reader:)` for a string or integer enum.
    func readerInit(_ model: APIModel.EnumModel) -> [SwiftSource] {
        let read = model.rawType == .string ? "readString" : "readInt"
        return [
            .doc("Reads the raw value from CurlewJSON's reader; unknown values become `unknown`."),
            .block(
                "\(accessPrefix)init(from reader: inout CurlewJSON.JSONReader) throws",
                [.line("self.init(rawValue: try reader.\(read)())")]
            ),
        ]
    }

    /// `init(from reader:)` for a tagged union: finds the tag with a copy of the reader, then reads the object
    /// as that variant (or whole, as `JSONValue`, for an unknown tag).
    func readerInit(_ union: APIModel.UnionModel) -> [SwiftSource] {
        var cases: [SwiftSource] = []
        for variant in union.cases {
            cases.append(.line("case \(SwiftSource.literal(variant.tag)):"))
            cases.append(
                .indented([
                    .line(
                        "self = .\(SwiftNames.escaped(variant.swiftName))(try reader.read(\(SwiftNames.escaped(variant.model)).self))"
                    )
                ])
            )
        }
        cases.append(.line("default:"))
        cases.append(.indented([.line("self = .unknown(tag: tag, value: try reader.readJSONValue())")]))
        return [
            .doc("Reads the variant the tag names from CurlewJSON's reader (the fast path)."),
            .block(
                "\(accessPrefix)init(from reader: inout CurlewJSON.JSONReader) throws",
                [
                    .line("var probe = reader"),
                    .line("var found: Swift.String?"),
                    .line("try probe.beginObject()"),
                    .block(
                        "while found == nil, let position = try probe.nextKey(in: DiscriminatorKey.keys)",
                        [
                            .line(
                                "if position == 0 { found = try probe.readString() } else { try probe.skipValue() }"
                            )
                        ]
                    ),
                    .block(
                        "guard let tag = found else",
                        [
                            .line(
                                "throw reader.error(\(SwiftSource.literal("missing the discriminator '\(union.discriminator)'")))"
                            )
                        ]
                    ),
                    .switchBlock("switch tag", cases),
                ]
            ),
        ]
    }
}
