import Testing

@testable import CurlewGenerator

/// A `required` name that no property declares is a `JSON?` field with a note at its entry (a form body's, which
/// has no field for it, a warning), unless another `allOf` member declares it or `additionalProperties` may hold
/// it.
@Suite struct OpenAPIRequiredNamesTests {
    @Test func aRequiredNameWithoutAPropertyIsAJSONFieldWithANote() {
        let document =
            OpenAPITranslationTests.header + """
                components:
                  schemas:
                    Pet:
                      type: object
                      required: [name, nme]
                      properties: { name: { type: string } }
                    Base: { type: object, properties: { id: { type: integer } } }
                    Dog:
                      allOf:
                        - $ref: "#/components/schemas/Base"
                        - { type: object, required: [id, bark, tail], properties: { bark: { type: boolean } } }
                    Open:
                      type: object
                      required: [extra]
                      properties: { a: { type: string } }
                      additionalProperties: true
                """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:7:24: note: required property 'nme' is not among the properties; it is kept as "
                    + "'nme: JSON?', any JSON value (at #/components/schemas/Pet/required/1)\n"
                    + "api.yaml:7:24: note: did you mean 'name'?",
                "api.yaml:13:48: note: required property 'tail' is not among the properties; it is kept as "
                    + "'tail: JSON?', any JSON value (at #/components/schemas/Dog/allOf/1/required/2)",
            ])
        let source = result.source ?? ""
        #expect(source.contains("var nme: Swift.Optional<CurlewJSON.JSONValue>"), "\(source)")
    }

    @Test func theBaseOfAllOfInheritanceIsCheckedInItsExtensions() {
        let document =
            OpenAPITranslationTests.header + """
                components:
                  schemas:
                    Page:
                      type: object
                      required: [total, items]
                      properties: { total: { type: integer } }
                    PetPage:
                      allOf:
                        - $ref: "#/components/schemas/Page"
                        - { type: object, properties: { items: { type: array, items: { type: string } } } }
                    BadPage:
                      allOf:
                        - $ref: "#/components/schemas/Page"
                        - { type: object, properties: { entries: { type: array, items: { type: string } } } }
                """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        // `Page` alone and `PetPage` are fine; `BadPage` has no `items`, and the entry that asks for it is in `Page`
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:7:25: note: required property 'items' is not among the properties; it is kept as "
                    + "'items: JSON?', any JSON value (at #/components/schemas/Page/required/1)"
            ])
    }

    @Test func formFieldsAreCheckedToo() {
        let document =
            OpenAPITranslationTests.header + """
                paths:
                  /login:
                    post:
                      requestBody:
                        content:
                          application/x-www-form-urlencoded:
                            schema: { type: object, required: [user, password], properties: { user: { type: string } } }
                      responses: { "204": { description: done } }
                """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        #expect(
            result.diagnostics.map(\.description) == [
                "api.yaml:9:54: warning: required property 'password' is not among the properties; no field holds "
                    + "it (at #/paths/~1login/post/requestBody/content/application~1x-www-form-urlencoded/schema/"
                    + "required/1)"
            ])
    }
}
