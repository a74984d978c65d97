import Testing

@testable import CurlewGenerator

/// An enum value (or `x-enum-varnames` name) `none` becomes the case `none_`: `case none` would make `.none` on an
/// optional of the enum mean `nil`, with a Swift warning at every such use.
@Suite struct EnumNoneCaseTests {
    static let spec =
        OpenAPITranslationTests.header + """
            paths:
              /s: { get: { operationId: s, responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/S" } } } } } } }
            components:
              schemas:
                S:
                  type: object
                  properties:
                    backup: { $ref: "#/components/schemas/Backup" }
                    level: { type: integer, enum: [0, 1], x-enum-varnames: [none, low] }
                    plan: { type: [string, "null"], enum: [none, none_, None], default: none }
                Backup: { type: string, enum: [none, daily] }
            """

    @Test func noneIsRenamedInEveryKindOfEnum() throws {
        let (model, diagnostics) = OpenAPITranslationTests.translate(Self.spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let cases = try #require(model?.enums).map { $0.cases.map(\.swiftName) }
        #expect(cases == [["none_", "low"], ["none_", "none_2", "none_3"], ["none_", "daily"]])
        // The native format follows the same rule.
        let native = Generator.translate(
            SpecFile(
                name: "N.curlew.json",
                text: #"{ "name": "N", "models": { "E": { "enum": ["none", "some"] } }, "endpoints": {} }"#))
        #expect(native.model?.enums.first?.cases.map(\.swiftName) == ["none_", "some"])
    }

    @Test func anOptionalOfTheEnumComparesWithNoneWithoutAWarning() async throws {
        let result = Generator.generate(SpecFile(name: "api.yaml", text: Self.spec))
        let source = try #require(result.source)
        #expect(source.contains(#"case "none": self = .none_"#))
        #expect(source.contains("plan: SPlan = SPlan.none_"))
        // WHEN user code compares optionals of the enums with `.none` and `.none_`
        let use = """

            func uses(_ s: S) -> [Bool] {
                [s.backup == .none, s.backup == .none_, s.level == .none, s.level == .none_, s.plan == .none_]
            }
            """
        // THEN it type-checks without any warning
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source + use, named: "NoneCase")
    }
}
