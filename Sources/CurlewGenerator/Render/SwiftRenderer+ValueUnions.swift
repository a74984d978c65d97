extension SwiftRenderer {
    /// The JSON kinds a value of `type` may have (`object`, `array`, `string`, `number`, `bool`); empty for any.
    func jsonKinds(_ type: TypeRef, depth: Int = 0) -> [String] {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .string, .date, .calendarDate, .url, .uuid, .data: return ["string"]
            case .int, .int32, .int64, .uint64, .double, .float, .decimal: return ["number"]
            case .bool: return ["bool"]
            case .json: return []
            }
        case .optional(let wrapped): return jsonKinds(wrapped, depth: depth)
        case .array: return ["array"]
        case .dictionary: return ["object"]
        case .named(let name):
            if let enumeration = enumeration(named: name) {
                return enumeration.rawType == .string ? ["string"] : ["number"]
            }
            if let index = lookup.valueUnions[name], depth < 8 {
                var kinds: [String] = []
                for variant in api.valueUnions[index].cases {
                    let inner = jsonKinds(variant.type, depth: depth + 1)
                    if inner.isEmpty { return [] }
                    kinds += inner.filter { !kinds.contains($0) }
                }
                return kinds
            }
            if let target = lookup.aliases[name], depth < 8 { return jsonKinds(.named(target), depth: depth + 1) }
            return ["object"]
        }
    }

    /// A union without a discriminator: an `indirect enum` with a case per variant, decoded by the value's kind,
    /// then (objects) required keys and constants, then the first variant that decodes (see `ValueUnionModel`).
    func valueUnionDeclaration(_ union: APIModel.ValueUnionModel) -> [SwiftSource] {
        var body: [SwiftSource] = []
        let kinds = union.cases.map { jsonKinds($0.type) }
        for (variant, variantKinds) in zip(union.cases, kinds) {
            let takes = variantKinds.isEmpty ? "any JSON value" : "a JSON " + variantKinds.joined(separator: " or ")
            body.append(.doc("Takes \(takes)."))
            body.append(.line("case \(SwiftNames.escaped(variant.swiftName))(\(swiftType(variant.type)))"))
        }
        let summary = zip(union.cases, kinds).map { variant, variantKinds in
            "\(variant.swiftName) (\(variantKinds.isEmpty ? "any" : variantKinds.joined(separator: "/")))"
        }.joined(separator: ", ")
        let failure = "matches no variant of \(union.name) [\(summary)]; tried: "
        body.append(.blank)
        body += declaredKeysTable(union, kinds: kinds)
        body += decodingInit()
        body.append(.blank)
        body.append(.doc("Reads the first variant that takes the value from CurlewJSON's reader (same rules)."))
        body.append(
            .block(
                "\(accessPrefix)init(from reader: inout CurlewJSON.JSONReader) throws",
                readerDecoding(union, kinds: kinds, failure: failure)))
        body.append(.blank)
        body.append(.doc("Encodes the case's value."))
        body.append(
            .block(
                "\(accessPrefix)func encode(to encoder: any Swift.Encoder) throws",
                [
                    .line("var container = encoder.singleValueContainer()"),
                    .switchBlock(
                        "switch self",
                        union.cases.map {
                            .line("case .\(SwiftNames.escaped($0.swiftName))(let value): try container.encode(value)")
                        }),
                ]))
        let name = SwiftNames.escaped(union.name)
        return [
            .doc(documentation(union.doc, remark: "models.\(union.name)")),
            .block(
                "\(accessPrefix)indirect enum \(name): Swift.Codable, Swift.Hashable, Swift.Sendable, CurlewJSON.JSONDecodable",
                body
            ),
        ]
    }

    /// The condition an object must meet to be tried as `variant` (required keys present, constants equal), or
    /// nil when there is none; `has` and `constant` spell a key test and a string lookup.
    private func objectCondition(
        _ variant: APIModel.ValueUnionModel.Case, has: (String) -> String, constant: (String) -> String
    ) -> String? {
        let fixed = Set(variant.constants.map(\.key))
        let tests =
            variant.requiredKeys.filter { !fixed.contains($0) }.map(has)
            + variant.constants.map { "\(constant($0.key)) == \(SwiftSource.literal($0.value))" }
        return tests.isEmpty ? nil : tests.joined(separator: " && ")
    }

    /// The statements that try each variant of one kind in order (`attempt` makes the decode expression); for
    /// objects (`covers` spells "the object's keys are among these"), first each variant that declares every key
    /// the object has, then each in order.
    private func attempts(
        _ union: APIModel.ValueUnionModel, indices: [Int], condition: (Int) -> String?,
        covers: ((Int) -> String)? = nil, attempt: (APIModel.ValueUnionModel.Case) -> [SwiftSource]
    ) -> [SwiftSource] {
        var lines: [SwiftSource] = []
        if let covers, indices.count > 1 {
            for index in indices where union.cases[index].declaredKeys != nil {
                let test = ([condition(index)].compactMap { $0 } + [covers(index)]).joined(separator: " && ")
                lines.append(.block("if \(test)", attempt(union.cases[index])))
            }
        }
        for index in indices {
            let variant = union.cases[index]
            let tried = SwiftSource.literal(variant.swiftName)
            let tryIt = attempt(variant) + [.line("_0tried.append(\(tried))")]
            if let test = condition(index) {
                // A variant passed over by its keys is not tried.
                lines.append(.block("if \(test)", tryIt))
            } else {
                lines += tryIt
            }
        }
        return lines
    }

    private static let kindPatterns: [(kind: String, value: String, reader: String)] = [
        ("object", ".object", ".object"), ("array", ".array", ".array"), ("string", ".string", ".string"),
        ("number", ".number", ".number"), ("bool", ".bool", ".bool"),
    ]

    /// Whether the object variant at `index` is tried first when the object has only keys it declares.
    private func covering(_ union: APIModel.ValueUnionModel, _ index: Int, among indices: [Int]) -> Bool {
        indices.count > 1 && union.cases[index].declaredKeys != nil
    }

    /// `_0declaredKeys`: each variant's declared keys (by case index; empty for a variant without), when an object
    /// may be tried as a variant because it has only keys that variant declares. One table, built once, that both
    /// decoders read: a `Set` literal in each test was built on every decode, twice in the code (Codable and the
    /// reader), and made Adyen's 58-variant payment-method union two functions of 180 KB of machine code each.
    private func declaredKeysTable(_ union: APIModel.ValueUnionModel, kinds: [[String]]) -> [SwiftSource] {
        let objects = union.cases.indices.filter { kinds[$0].contains("object") }
        guard objects.count > 1, objects.contains(where: { union.cases[$0].declaredKeys != nil }) else { return [] }
        let rows = union.cases.map { variant in
            "[" + (variant.declaredKeys ?? []).map(SwiftSource.literal).joined(separator: ", ") + "],"
        }
        return [
            .doc("The keys each variant declares, by case (an object with only those keys is tried as it first)."),
            .line("private static let _0declaredKeys: [Swift.Set<Swift.String>] = ["),
            .indented(rows.map { .line($0) }),
            .line("]"),
            .blank,
        ]
    }

    /// Whether the object variant at `index` has a condition (required keys or constants).
    private func objectTest(_ union: APIModel.ValueUnionModel, _ index: Int) -> Bool {
        !union.cases[index].requiredKeys.isEmpty || !union.cases[index].constants.isEmpty
    }

    private func readerDecoding(_ union: APIModel.ValueUnionModel, kinds: [[String]], failure: String)
        -> [SwiftSource]
    {
        var lines: [SwiftSource] = [.line("var _0tried: [Swift.String] = []")]
        let attempt = { (variant: APIModel.ValueUnionModel.Case) -> [SwiftSource] in
            [
                .block(
                    "do",
                    [
                        .line("var _0attempt = reader"),
                        .block(
                            "if let _0case = try? \(swiftType(variant.type))(from: &_0attempt)",
                            [
                                .line("reader = _0attempt"),
                                .line("self = .\(SwiftNames.escaped(variant.swiftName))(_0case)"),
                                .line("return"),
                            ]),
                    ])
            ]
        }
        var cases: [SwiftSource] = []
        for pattern in Self.kindPatterns {
            let indices = union.cases.indices.filter { kinds[$0].contains(pattern.kind) }
            guard !indices.isEmpty else { continue }
            var statements: [SwiftSource] = []
            let isObject = pattern.kind == "object"
            if isObject, indices.contains(where: { objectTest(union, $0) || covering(union, $0, among: indices) }) {
                statements += objectProbe(union, indices: indices)
            }
            statements += attempts(
                union, indices: indices,
                condition: { index in
                    guard isObject else { return nil }
                    return self.objectCondition(
                        union.cases[index], has: { "_0keys.contains(\(SwiftSource.literal($0)))" },
                        constant: { "_0strings[\(SwiftSource.literal($0))]" })
                },
                covers: isObject ? { index in "_0keys.isSubset(of: Self._0declaredKeys[\(index)])" } : nil,
                attempt: attempt)
            cases.append(.line("case \(pattern.reader):"))
            cases.append(.indented(statements))
        }
        cases.append(.line("default: break"))
        lines.append(.switchBlock("switch reader.nextKind", cases))
        lines += attempts(
            union, indices: union.cases.indices.filter { kinds[$0].isEmpty }, condition: { _ in nil }, attempt: attempt)
        lines.append(
            .line(
                "throw reader.error(\(SwiftSource.literal(failure)) + (_0tried.isEmpty ? \"none\" : _0tried.joined(separator: \", \")))"
            ))
        return lines
    }

    /// Reads an object's keys (and the strings of the keys some variant fixes) with a copy of the reader.
    private func objectProbe(_ union: APIModel.ValueUnionModel, indices: [Int]) -> [SwiftSource] {
        var constantKeys: [String] = []
        for index in indices {
            for constant in union.cases[index].constants where !constantKeys.contains(constant.key) {
                constantKeys.append(constant.key)
            }
        }
        var lines: [SwiftSource] = [
            .line("var _0probe = reader"),
            .line("var _0keys: Swift.Set<Swift.String> = []"),
        ]
        var loop: [SwiftSource] = [.line("_0keys.insert(_0key)")]
        if constantKeys.isEmpty {
            loop.append(.line("try _0probe.skipValue()"))
        } else {
            lines.append(.line("var _0strings: [Swift.String: Swift.String] = [:]"))
            let keys = constantKeys.map(SwiftSource.literal).joined(separator: ", ")
            loop.append(
                .ifElse(
                    "if _0probe.nextKind == .string, [\(keys)].contains(_0key)",
                    [.line("_0strings[_0key] = try _0probe.readString()")],
                    [.line("try _0probe.skipValue()")]))
        }
        lines.append(.line("try _0probe.beginObject()"))
        lines.append(.block("while let _0key = try _0probe.nextKey()", loop))
        return lines
    }
}
