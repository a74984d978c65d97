extension SwiftRenderer {
    /// `init(from reader: inout JSONReader)` for a struct: the `JSONDecodable` fast path, no Codable at run time.
    ///
    /// One pass over the object's keys (matched by position in a static `JSONKeys`), each value read straight
    /// into a local; then the same rules as `init(from decoder:)`: a missing required key throws, a missing
    /// optional is nil, a missing or null defaulted field gets its default, a nullable key must be present.
    ///
    /// Every check that can throw comes before the first field is stored: a throw after some fields are set makes
    /// Swift track which ones to destroy, keep `self` in memory and copy the finished value out (a retain and a
    /// release of every field). The key table is read once per object, not once per key (each read of a
    /// `static let` is a `swift_once` call).
    ///
    /// An optional read by one expression is one line (`_x = try reader.readNull() ? nil : reader.readX()`, the
    /// same code as the five-line `if`/`else`), and so is a required field's missing-key check. (Putting the key
    /// loop in `do { … } catch { throw error }` cut the readers' LLVM instructions by a fifth, since each throw
    /// there no longer destroys every local itself; not kept: no build or decoding benchmark could show its effect
    /// through this machine's noise. Docs/Benchmarks.md, "Round 5".)
    func readerInit(_ model: APIModel.Model) -> [SwiftSource] {
        var lines: [SwiftSource] = []
        var cases: [SwiftSource] = []
        var guards: [SwiftSource] = []
        var assignments: [SwiftSource] = []
        for (position, field) in model.fields.enumerated() {
            let local = "_" + field.swiftName
            let type = swiftType(field.type)
            let key = SwiftSource.literal(field.jsonKey)
            let target = "self.\(storageName(field))"
            let statements: [SwiftSource]
            if field.optional, field.requiredKey {
                lines.append(.line("var \(local): \(type)?? = nil"))
                statements = readStatements(.optional(field.type), depth: 0) { "\(local) = .some(\($0))" }
                guards.append(missingKeyGuard(local, key: key))
                assignments.append(.line("\(target) = \(local)"))
            } else if field.optional || field.defaultValue != nil {
                lines.append(.line("var \(local): \(type)? = nil"))
                statements = readStatements(.optional(field.type), depth: 0) { "\(local) = \($0)" }
                let fallback = field.defaultValue.map { " ?? " + literal($0, for: field.type) } ?? ""
                assignments.append(.wrapped("\(target) =", local + fallback))
            } else {
                lines.append(.line("var \(local): \(type)? = nil"))
                statements = readStatements(field.type, depth: 0) { "\(local) = \($0)" }
                guards.append(missingKeyGuard(local, key: key))
                assignments.append(.line("\(target) = \(local)"))
            }
            if statements.count == 1, case .line(let statement) = statements[0] {
                cases.append(
                    .fitting(
                        "case \(position): \(statement)", else: [.line("case \(position):"), .indented(statements)]))
            } else {
                cases.append(.line("case \(position):"))
                cases.append(.indented(statements))
            }
        }
        let others = additionalPropertiesReading(model)
        if let others {
            // The first of a repeated undeclared key is kept, as for declared ones.
            lines += others.locals
            cases.append(.line("default:"))
            cases.append(.indented([.line("let _0key = reader.currentKey()"), others.read]))
        } else {
            cases.append(.line("default: try reader.skipValue()"))
        }
        // Named like the other temporaries (`_0array`): no field's local or type can be called that.
        lines.append(.line("let _0keys = Self.jsonKeys"))
        // The positions read so far: a repeated key keeps its first value, as in `init(from decoder:)`.
        let words = (model.fields.count + 63) / 64
        lines.append(
            .line(
                words <= 1
                    ? "var _0seen: Swift.UInt64 = 0" : "var _0seen = [Swift.UInt64](repeating: 0, count: \(words))"))
        lines.append(.line("try reader.beginObject()"))
        lines.append(
            .block(
                "while let position = try reader.nextKey(in: _0keys, seen: &_0seen)",
                [.switchBlock("switch position", cases)]
            )
        )
        lines += guards + assignments
        if let others {
            lines.append(others.assign)
        }
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

    /// `guard let _x else { throw reader.missingKey("x") }` on one line when it fits.
    private func missingKeyGuard(_ local: String, key: String) -> SwiftSource {
        let header = "guard let \(local) else"
        let statement = "throw reader.missingKey(\(key))"
        return .fitting("\(header) { \(statement) }", else: [.block(header, [.line(statement)])])
    }

    /// Statements that read a value of `type` and hand its expression to `assign`: a direct reader call for
    /// scalars (`reader.readDouble()`), the model's own `init(from:)` for models, `reader.readArray(of:)` for
    /// arrays of (optional) scalars, and loops for other arrays and dictionaries, so every read is concrete code
    /// in this module (no generic, unspecialized calls per element). Temporaries are `_<depth>array`, names no
    /// field's local (`_<swiftName>`) can have.
    ///
    /// `readArray(of:)` is inlinable (it specializes here) and sizes an array of scalars once from the tape; a
    /// hand-written loop appends from empty, two allocations for a two-element array such as twitter's
    /// `indices` or canada's coordinate pairs (the generated decoders were 3-7% slower than hand-written ones).
    /// Likewise a dictionary of scalars, models or arrays of scalars goes through CurlewJSON's inlinable
    /// `Dictionary.init(from:)`, which reserves room for all members at once instead of rehashing as it grows
    /// (citm_catalog's name tables and events).
    func readStatements(_ type: TypeRef, depth: Int, assign: (String) -> String) -> [SwiftSource] {
        if let read = readExpression(type) {
            return [.line(assign("try " + read))]
        }
        switch type {
        case .builtin, .named:
            preconditionFailure("readExpression reads every built-in and named type")
        case .optional(let wrapped):
            if let read = readExpression(wrapped) {
                return [.line(assign("try reader.readNull() ? nil : " + read))]
            }
            return [
                .ifElse(
                    "if reader.readNull()", [.line(assign("nil"))],
                    readStatements(wrapped, depth: depth, assign: assign))
            ]
        case .array(let element):
            let name = "_\(depth)array"
            return [
                .line("var \(name): \(swiftType(type)) = []"),
                .line("try reader.beginArray()"),
                .block(
                    "while try reader.hasNext()",
                    readStatements(element, depth: depth + 1) { "\(name).append(\($0))" }
                ),
                .line(assign(name)),
            ]
        case .dictionary(let value):
            let name = "_\(depth)dictionary"
            let key = "_\(depth)key"
            return [
                .line("var \(name): \(swiftType(type)) = [:]"),
                .line("try reader.beginObject()"),
                .block(
                    "while let \(key) = try reader.nextKey()",
                    [
                        .block(
                            "if \(name).index(forKey: \(key)) != nil",
                            [.line("try reader.skipValue()"), .line("continue")]
                        )
                    ]
                        + readStatements(value, depth: depth + 1) { "\(name).updateValue(\($0), forKey: \(key))" }
                ),
                .line(assign(name)),
            ]
        }
    }

    /// The one expression (without `try`) that reads a value of `type`, or nil when it takes statements (an
    /// optional, or an array or dictionary read by a loop): a reader call for scalars, the model's own
    /// `init(from:)`, `reader.readArray(of:)` or `Dictionary.init(from:)` for the collections `readStatements`
    /// describes.
    func readExpression(_ type: TypeRef) -> String? {
        if case .array(let element) = type, Self.isScalar(element) {
            return "reader.readArray(of: \(swiftType(element)).self)"
        }
        if case .dictionary(let value) = type, Self.isScalar(value) || Self.isModelOrScalarArray(value),
            !isExternal(value)
        {
            return "\(swiftType(type))(from: &reader)"
        }
        switch type {
        case .builtin(let builtin):
            return Self.readMethods[builtin].map { "reader.\($0)()" } ?? "\(builtin.swiftName)(from: &reader)"
        case .named(let name) where api.externalTypes.contains(name):
            // The user's own type (a config file's type override) is only Codable: read through its Decodable.
            return "reader.decode(\(name).self)"
        case .named(let name):
            return "\(typeName(name))(from: &reader)"
        case .optional, .array, .dictionary:
            return nil
        }
    }

    /// Whether `type` is the user's own type (a config file's type override), which is not `JSONDecodable`.
    func isExternal(_ type: TypeRef) -> Bool {
        if case .named(let name) = type.unwrapped.type { api.externalTypes.contains(name) } else { false }
    }

    /// Whether `type` is a built-in type or an optional one: `JSONDecodable` in CurlewJSON, read without models.
    static func isScalar(_ type: TypeRef) -> Bool {
        switch type {
        case .builtin: true
        case .optional(.builtin): true
        default: false
        }
    }

    /// Whether `type` is a declared type (model, enum or union, read by its own generated `init(from reader:)`)
    /// or an array of scalars: one concrete read per dictionary value once `Dictionary.init(from:)` specializes.
    static func isModelOrScalarArray(_ type: TypeRef) -> Bool {
        switch type {
        case .named: true
        case .array(let element): isScalar(element)
        default: false
        }
    }

    /// The `JSONReader` method that reads each built-in type.
    static let readMethods: [BuiltinType: String] = [
        .string: "readString", .bool: "readBool", .int: "readInt", .int32: "readInt32", .int64: "readInt64",
        .uint64: "readUInt64", .double: "readDouble", .float: "readFloat", .decimal: "readDecimal", .date: "readDate",
        .url: "readURL", .uuid: "readUUID", .data: "readData", .json: "readJSONValue",
    ]

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
            cases.append(.line("case \(Self.tagPattern(variant)):"))
            cases.append(
                .indented([
                    .line(
                        "self = .\(SwiftNames.escaped(variant.swiftName))(try reader.read(\(typeName(variant.model)).self))"
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
