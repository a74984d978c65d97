import Testing

@testable import CurlewGenerator

/// Schemas that say two things at once, or more than `Int` holds: an `allOf` whose members type one property
/// differently, and integer enums with values beyond 64 bits. The client compiles, and the loss is a warning at the
/// place in the document, never a field typed silently wrong.
@Suite struct OpenAPIConflictingSchemaTests {
    static let document = """
        paths:
          /x:
            get:
              operationId: getX
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { $ref: "#/components/schemas/Holder" } } }
        components:
          schemas:
            Both:
              allOf:
                - type: object
                  properties: { x: { type: string }, n: { type: number }, r: { $ref: "#/components/schemas/Part" } }
                - { type: object, properties: { x: { type: integer }, n: { type: integer }, r: { type: object } } }
            Part: { type: object, properties: { a: { type: string } } }
            Unsigned: { type: integer, enum: [1, 9223372036854775808, 18446744073709551615] }
            Huge: { type: integer, enum: [-1, 18446744073709551616] }
            Small: { type: integer, enum: [-1, 9223372036854775807] }
            Holder:
              type: object
              properties:
                both: { $ref: "#/components/schemas/Both" }
                unsigned: { $ref: "#/components/schemas/Unsigned" }
                huge: { $ref: "#/components/schemas/Huge" }
                small: { $ref: "#/components/schemas/Small" }
        """

    @Test func aPropertyRetypedByAnotherAllOfMemberIsAWarningAtTheSecondDeclaration() throws {
        // GIVEN an allOf whose second member declares `x` an integer after the first made it a string
        let (source, diagnostics) = try OpenAPIAllOfTests.generate(Self.document)
        // THEN the field keeps the first type, and a warning at the second declaration says a value of the other
        // type would not decode; `number` narrowed to `integer` and an object given again are quiet
        #expect(source.contains("var x: Swift.Optional<Swift.String>"))
        #expect(source.contains("var n: Swift.Optional<Swift.Double>"))
        let retyped = diagnostics.filter { $0.message.hasPrefix("property ") }
        #expect(
            retyped.map(\.message) == [
                "property 'x' is declared again as integer, first as string; the field keeps the first type, and a "
                    + "value of the other does not decode (at #/components/schemas/Both/allOf/1/properties/x)"
            ])
        #expect(retyped.first?.location.line == 17)
        #expect(retyped.first?.severity == .warning)
    }

    @Test func integerEnumsBeyondIntAreTypedToHoldEveryValueWithAWarning() throws {
        // GIVEN integer enums with values past Int64.max (all unsigned, or one negative) and one just inside
        let (source, diagnostics) = try OpenAPIAllOfTests.generate(Self.document)
        // THEN the unsigned one is UInt64, the other Decimal, each with a warning at its first value that does not
        // fit; the one that fits stays an enum with cases
        #expect(source.contains("var unsigned: Swift.Optional<Swift.UInt64>"))
        #expect(source.contains("var huge: Swift.Optional<Foundation.Decimal>"))
        #expect(source.contains("var small: Swift.Optional<Small>"))
        #expect(source.contains("case _9223372036854775807"))
        let wide = diagnostics.filter { $0.message.hasPrefix("integer enum value") }
        #expect(
            wide.map(\.message) == [
                "integer enum value 9223372036854775808 does not fit Int (64 bits); typed as UInt64 without cases "
                    + "(at #/components/schemas/Unsigned/enum/1)",
                "integer enum value 18446744073709551616 does not fit Int (64 bits); typed as Decimal without cases "
                    + "(at #/components/schemas/Huge/enum/1)",
            ])
        #expect(wide.map(\.location.line) == [19, 20])
    }

    @Test func theClientTypeChecks() async throws {
        let (source, _) = try OpenAPIAllOfTests.generate(Self.document)
        try await GeneratedCodeCompilesTests().expectTypeChecks(source: source, named: "Conflicting")
    }
}

extension OpenAPIConflictingSchemaTests {
    @Test func aDecimalWrittenAsAStringStaysTheStringItIs() throws {
        // GIVEN `type: string, format: decimal` (a number sent as "12.50") beside a `number` of that format
        let (source, diagnostics) = try OpenAPIAllOfTests.generate(
            """
            paths: {}
            components:
              schemas:
                Price:
                  type: object
                  properties:
                    text: { type: string, format: decimal }
                    number: { type: number, format: decimal }
            """)
        // THEN the string is a String (a Decimal field reads and writes JSON numbers only, so "12.50" failed to
        // decode), the number a Decimal
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(source.contains("var text: Swift.Optional<Swift.String>"))
        #expect(source.contains("var number: Swift.Optional<Foundation.Decimal>"))
    }
}
