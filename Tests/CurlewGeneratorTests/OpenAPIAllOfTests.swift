import Testing

@testable import CurlewGenerator

/// `allOf` with a single member, which stands for that member's type: a component written that way keeps its own
/// name and description, and a default next to it (or next to the one variant of a `oneOf`/`anyOf` beside `null`)
/// is checked against the type the member names, whichever schema the document declares first.
@Suite struct OpenAPIAllOfTests {
    static func generate(_ yaml: String) throws -> (source: String, diagnostics: [Diagnostic]) {
        let (model, diagnostics) = OpenAPITranslationTests.translate(OpenAPITranslationTests.header + yaml)
        let api = try #require(model, "\(diagnostics)")
        return (SwiftRenderer(api: api, specFileName: "api.yaml", access: .internal).render(), diagnostics)
    }

    @Test func aComponentOfOneInlineMemberKeepsItsNameAndDescription() throws {
        // GIVEN a component that is `allOf` of one inline object, used as a response
        let (source, diagnostics) = try Self.generate(
            """
            paths:
              /x:
                get:
                  operationId: getX
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "#/components/schemas/Wrapped" } } }
            components:
              schemas:
                Wrapped:
                  description: A wrapped thing.
                  allOf: [{ type: object, properties: { a: { type: string } } }]
            """)
        // THEN the struct is the component's, with its doc comment; no second name is made up for the member
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(source.contains("func getX() async throws -> Wrapped {"))
        #expect(source.contains("/// A wrapped thing.\n///\n/// - Remark: Generated from `models.Wrapped`"))
        #expect(source.contains("struct Wrapped: Swift.Codable"))
        #expect(!source.contains("Wrapped2"))
    }

    @Test func aComponentOfOneInlineEnumKeepsItsName() throws {
        let (source, diagnostics) = try Self.generate(
            """
            components:
              schemas:
                Level:
                  description: How loud.
                  allOf: [{ type: string, enum: [low, high] }]
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(source.contains("/// How loud.\n///\n/// - Remark: Generated from `models.Level`"))
        #expect(source.contains("enum Level: Swift.Codable"))
        #expect(!source.contains("Level2"))
    }

    /// How the property wraps its reference to `Color`: a lone `allOf` member, or the one variant beside `null`.
    static let wrappers = [
        "allOf: [{ $ref: \"#/components/schemas/Color\" }]",
        "anyOf: [{ $ref: \"#/components/schemas/Color\" }, { type: \"null\" }]",
    ]

    /// Schema `M` with a property wrapping a reference to `Color`, and `Color`, in either order.
    static func components(_ value: String, wrapper: String, enumFirst: Bool) -> String {
        let color = "Color: { type: string, enum: [red, green] }"
        let model = "M: { type: object, properties: { color: { \(wrapper), default: \(value) } } }"
        let schemas = enumFirst ? [color, model] : [model, color]
        return "components:\n  schemas:\n" + schemas.map { "    \($0)\n" }.joined()
    }

    @Test(arguments: [true, false], wrappers)
    func aDefaultOnAWrappedEnumReferenceIsKept(enumFirst: Bool, wrapper: String) throws {
        // GIVEN a property `allOf: [$ref Color]` (or `anyOf` with `null`) with a default, Color declared before or after the model
        let (source, diagnostics) = try Self.generate(
            Self.components("red", wrapper: wrapper, enumFirst: enumFirst))
        // THEN the default is kept in both orders: the property is not optional
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(source.contains("    /// Default when missing or null: `Color.red`.\n    var color: Color\n"))
    }

    @Test(arguments: [true, false], wrappers)
    func aDefaultThatIsNotOneOfTheWrappedEnumsValuesIsANote(enumFirst: Bool, wrapper: String) throws {
        let (source, diagnostics) = try Self.generate(
            Self.components("blue", wrapper: wrapper, enumFirst: enumFirst))
        #expect(
            diagnostics.map(\.message) == [
                "the default (a string) does not fit type 'Color'; \(OpenAPITranslator.notApplied) "
                    + "(at #/components/schemas/M/properties/color/default)"
            ])
        #expect(source.contains("var color: Swift.Optional<Color>\n"))
    }

    @Test func membersThatOnlyAnnotateLeaveTheTypeOfTheOther() throws {
        // GIVEN references wrapped in allOf to add a description or nullability, as many documents do
        let (source, diagnostics) = try Self.generate(
            """
            components:
              schemas:
                Color: { type: string, enum: [red, green] }
                Holder:
                  type: object
                  required: [color]
                  properties:
                    color: { allOf: [{ $ref: "#/components/schemas/Color" }, { description: The color. }] }
                    second: { allOf: [{ $ref: "#/components/schemas/Color" }, { nullable: true }] }
                    count: { allOf: [{ type: integer }, { description: How many., x-note: kept }] }
            """)
        // THEN each is the referenced type (optional where a member says nullable), with no warning
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(source.contains("var color: Color\n"))
        #expect(source.contains("var second: Swift.Optional<Color>"))
        #expect(source.contains("var count: Swift.Optional<Swift.Int>"))
    }
}
