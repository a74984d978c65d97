import Testing

@testable import CurlewGenerator

/// Defaults written as another JSON kind that converts without loss (`default: "false"` on a boolean, as Xero's
/// documents have it) are kept as the field's typed default; one that does not convert is still a warning.
@Suite struct OpenAPIDefaultCoercionTests {
    @Test func quotedDefaultsConvertWithoutLoss() throws {
        let document =
            OpenAPITranslationTests.header + """
                components:
                  schemas:
                    Account:
                      type: object
                      properties:
                        hasAttachments: { type: boolean, default: "false" }
                        archived: { type: boolean, default: "true" }
                        limit: { type: integer, default: "20" }
                        rate: { type: number, default: "1.5" }
                        code: { type: string, default: 200 }
                        flag: { type: string, default: true }
                        bad: { type: boolean, default: "no" }
                        big: { type: integer, format: int32, default: "9999999999" }
                """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        // THEN only the defaults that do not convert are notes (not losses: a default is the server's assumption)
        let notApplied = OpenAPITranslator.notApplied
        #expect(
            result.diagnostics.map(\.message) == [
                "the default (a string) does not fit type 'Bool'; \(notApplied) "
                    + "(at #/components/schemas/Account/properties/bad/default)",
                "the default (a string) does not fit type 'Int32'; \(notApplied) "
                    + "(at #/components/schemas/Account/properties/big/default)",
            ])
        #expect(result.diagnostics.allSatisfy { $0.severity == .note && !$0.isLossy })
        let source = try #require(result.source)
        // AND the others are the fields' defaults, of their types
        #expect(source.contains("hasAttachments: Swift.Bool = false"))
        #expect(source.contains("archived: Swift.Bool = true"))
        #expect(source.contains("limit: Swift.Int = 20"))
        #expect(source.contains("rate: Swift.Double = 1.5"))
        #expect(source.contains(#"code: Swift.String = "200""#))
        #expect(source.contains(#"flag: Swift.String = "true""#))
    }
}
