import Foundation
import Testing

@testable import CurlewGenerator

/// Paginated endpoints in both spec formats (native `pagination`, OpenAPI `x-curlew-pagination`): checked against
/// the response model and the query parameters, with diagnostics that say what does not fit.
@Suite struct PaginationSpecTests {
    func diagnose(_ endpoints: String) -> [String] {
        let spec = """
            {
              "name": "T",
              "models": {
                "Item": { "fields": { "id": "Int", "name": "String" } },
                "List": { "fields": { "data": "[Item]", "more": "Bool", "next": "String?" } }
              },
              "endpoints": {
            \(endpoints)
              }
            }
            """
        return Generator.generate(SpecFile(name: "t.curlew.json", text: spec)).diagnostics.map(\.description)
    }

    @Test func nativeDeclarationsThatDoNotFitAreErrors() {
        let diagnostics = diagnose(
            """
                "a": { "GET": "/a", "returns": "List", "pagination": { "style": "sideways" } },
                "b": { "GET": "/b", "returns": "List", "pagination": { "style": "cursor", "items": "items" } },
                "c": { "GET": "/c", "returns": "List", "pagination": { "style": "cursor", "items": "data", "cursor": "next" } },
                "d": { "GET": "/d", "returns": "List", "pagination": { "style": "hasMore", "items": "data", "hasMore": "more", "itemID": "uid", "param": "after" }, "query": { "after": "String?" } },
                "e": { "GET": "/e", "returns": "List", "pagination": { "style": "link" } },
                "f": { "GET": "/f", "returns": "[Item]", "query": { "offset": "Int?", "size": "String?" }, "pagination": { "style": "offset", "pageSize": "size" } },
                "g": { "GET": "/g", "pagination": { } }
            """)
        #expect(
            diagnostics == [
                "t.curlew.json:8:58: error: 'pagination' of endpoint 'a': unknown pagination style 'sideways'; use one"
                    + " of cursor, hasMore, offset, page, link, next",
                "t.curlew.json:9:58: error: 'pagination' of endpoint 'b': model 'List' has no field with the JSON key"
                    + " 'items' for the items",
                "t.curlew.json:10:58: error: 'pagination' of endpoint 'c': the endpoint has no query parameter 'cursor'"
                    + " for the cursor",
                "t.curlew.json:11:58: error: 'pagination' of endpoint 'd': model 'Item' has no field with the JSON key"
                    + " 'uid' for the itemID",
                "t.curlew.json:12:58: error: 'pagination' of endpoint 'e': name the field with the items ('items'), or"
                    + " make the response an array",
                "t.curlew.json:13:110: error: 'pagination' of endpoint 'f': the page size 'size' is not an integer query"
                    + " parameter",
                "t.curlew.json:14:39: error: 'pagination' of endpoint 'g' needs a 'style': cursor, hasMore, offset, page,"
                    + " link, next",
            ])
    }

    @Test func anItemsMethodNamedLikeAnEndpointIsNotGenerated() {
        let diagnostics = diagnose(
            """
                "list": { "GET": "/a", "returns": "[Item]", "pagination": { "style": "link" } },
                "listItems": { "GET": "/b" }
            """)
        #expect(
            diagnostics == [
                "t.curlew.json:8:5: warning: the method 'listItems' that yields the items of every page of 'list' is"
                    + " not generated: another method has that name\nt.curlew.json:8:5: note: rename one of the two"
                    + " endpoints"
            ])
    }

    @Test func openAPIPaginationIsReadFromTheExtension() throws {
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a:
                    get:
                      operationId: list
                      x-curlew-pagination: { style: cursor, items: data, cursor: next_cursor, pageSize: limit }
                      parameters:
                        - { name: cursor, in: query, schema: { type: string } }
                        - { name: limit, in: query, schema: { type: integer } }
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                                  data: { type: array, items: { type: string } }
                                  next_cursor: { type: string }
                """)
        let api = try #require(model, "\(diagnostics)")
        let pagination = try #require(api.endpoints.first?.pagination)
        #expect(pagination.style == .cursor)
        #expect(pagination.items == "data")
        #expect(pagination.itemsOptional)
        #expect(pagination.field == "nextCursor")
        #expect(pagination.parameter == "cursor")
        #expect(pagination.pageSize == "limit")
        #expect(pagination.itemType == .builtin(.string))
        // AND a declaration that does not fit is an error at the extension
        let (_, errors) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /b:
                    get:
                      operationId: broken
                      x-curlew-pagination: { style: page }
                      responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }
                """)
        #expect(
            errors.map(\.message) == [
                "'x-curlew-pagination': name the field with the items ('items'), or make the response an array"
                    + " (at #/paths/~1b/get/x-curlew-pagination)"
            ])
    }
}
