import Testing

@testable import CurlewGenerator

/// A required `readOnly` property is absent from requests and a required `writeOnly` one from responses; one
/// struct serves both, so such properties are optional and their doc comments say why (no warning).
@Suite struct OpenAPIOneWayPropertyTests {
    @Test func requiredReadOnlyAndWriteOnlyPropertiesAreOptional() throws {
        let text =
            OpenAPITranslationTests.header + """
                components:
                  schemas:
                    Id: { type: integer, format: int64, readOnly: true }
                    User:
                      type: object
                      required: [id, ref, name, password, stamp]
                      properties:
                        id: { type: integer, readOnly: true, description: The server's number. }
                        ref: { $ref: "#/components/schemas/Id" }
                        name: { type: string }
                        password: { type: string, writeOnly: true }
                        stamp: { type: string, readOnly: true, nullable: true }
                """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let (model, _) = OpenAPITranslationTests.translate(text)
        let user = try #require(model?.models.first { $0.name == "User" })
        // THEN only `name` is required; the nullable readOnly one is not a required key either
        #expect(user.fields.map(\.optional) == [true, true, false, true, true])
        #expect(user.fields.map(\.requiredKey) == [false, false, false, false, false])
        let source = try #require(result.source)
        #expect(
            source.contains(
                """
                    /// The server's number.
                    ///
                    /// Read-only: required in responses only (requests leave it out), so optional here.
                    var id: Swift.Optional<Swift.Int>
                """))
        #expect(
            source.contains(
                """
                    /// Write-only: required in requests only (responses leave it out), so optional here.
                    var password: Swift.Optional<Swift.String>
                """))
        #expect(source.contains("self.id = _id"))
        #expect(source.contains("self.password = _password"))
        #expect(source.contains("try container.encodeIfPresent(self.password, forKey: \"password\")"))
        // AND the memberwise init defaults them to nil
        #expect(source.contains("        id: Swift.Int? = nil,\n"))
        #expect(source.contains("        name: Swift.String,\n        password: Swift.String? = nil,\n"))
    }
}
