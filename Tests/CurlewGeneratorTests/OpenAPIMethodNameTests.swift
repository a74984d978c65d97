import Foundation
import Testing

@testable import CurlewGenerator

/// Client method names from OpenAPI operations: an operation keeps the name its `operationId` gives it whatever
/// the document's order, and a derived variant (`…Output`, `…Stream`, `…Response`) whose name an operation has is dropped with
/// a warning at its operation, so no call can reach another endpoint than the one its name says.
@Suite struct OpenAPIMethodNameTests {
    /// `getPet` (GET /a) with response headers and a stream, whose variants are named like two other operations.
    static let getPet = """
          /a:
            get:
              operationId: getPet
              x-curlew-stream: true
              responses:
                "200":
                  description: ok
                  headers: { X-Rate-Limit: { schema: { type: integer } } }
                  content: { application/json: { schema: { type: array, items: { type: string } } } }

        """
    static let others = """
          /b: { get: { operationId: getPetOutput, responses: { "200": { description: ok } } } }
          /c: { get: { operationId: getPetStream, responses: { "200": { description: ok } } } }

        """

    /// Each generated method's name with the path of the request it sends, in the order they are generated; a
    /// `…Response` variant that a plain method returns the body of is left out (the plain method shows its path).
    static func methods(in source: String) -> [String] {
        var order: [String] = []
        var paths: [String: String] = [:]
        var delegates: [String: String] = [:]
        var name: String?
        for line in source.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("func "), let open = text.firstIndex(of: "(") {
                name = String(text[text.index(text.startIndex, offsetBy: 5)..<open])
                order.append(name!)
            } else if let current = name, text.hasPrefix("let _path = ") {
                paths[current] = String(text.dropFirst("let _path = ".count))
                name = nil
            } else if let current = name, let call = text.range(of: "try await self."),
                let open = text[call.upperBound...].firstIndex(of: "(")
            {
                delegates[current] = String(text[call.upperBound..<open])
                name = nil
            }
        }
        let delegated = Set(delegates.values)
        return order.filter { !delegated.contains($0) }.compactMap { method in
            (paths[method] ?? delegates[method].flatMap { paths[$0] }).map { "\(method) \($0)" }
        }
    }

    @Test(arguments: [true, false])
    func operationNamesWinOverVariantsInEitherOrder(variantsOwnerFirst: Bool) throws {
        // GIVEN getPet, whose …Output and …Stream names are two other operations' names, before or after them
        let paths = variantsOwnerFirst ? Self.getPet + Self.others : Self.others + Self.getPet
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + "paths:\n" + paths)
        let api = try #require(model, "\(diagnostics)")
        let source = SwiftRenderer(api: api, specFileName: "api.yaml", access: .internal).render()
        // THEN each operation keeps its own name and path, and getPet's clashing variants are not generated
        let expected = ["getPet \"/a\"", "getPetOutput \"/b\"", "getPetStream \"/c\""]
        #expect(Self.methods(in: source).sorted() == expected)
        #expect(!source.contains("GetPetOutput"))
        // AND the warnings say so at getPet, naming the operation that has the name
        #expect(
            diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
                "api.yaml:\(variantsOwnerFirst ? 6 : 8):7: warning: the method 'getPetOutput' that returns the typed "
                    + "response headers of 'getPet' is not generated: the operation at #/paths/~1b/get has that name "
                    + "(at #/paths/~1a/get)",
                "api.yaml:\(variantsOwnerFirst ? 6 : 8):7: warning: the method 'getPetStream' that streams the "
                    + "response array of 'getPet' is not generated: the operation at #/paths/~1c/get has that name "
                    + "(at #/paths/~1a/get)",
            ])
        #expect(diagnostics.allSatisfy { $0.hint == "give one of the two operations another operationId" })
    }

    @Test func freeVariantNamesAreGenerated() throws {
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + "paths:\n" + Self.getPet)
        let api = try #require(model, "\(diagnostics)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let source = SwiftRenderer(api: api, specFileName: "api.yaml", access: .internal).render()
        #expect(Self.methods(in: source) == ["getPet \"/a\"", "getPetStream \"/a\"", "getPetOutput \"/a\""])
        #expect(source.contains("func getPetOutput() async throws -> GetPetOutput {"))
    }

    @Test func aHeadOperationHasNoStreamVariant() throws {
        // GIVEN a HEAD operation that asks for a stream of its array response (a HEAD response has no body)
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a:
                    head:
                      operationId: headA
                      x-curlew-stream: true
                      responses:
                        "200":
                          description: ok
                          content: { application/json: { schema: { type: array, items: { type: string } } } }
                """)
        let api = try #require(model, "\(diagnostics)")
        let source = SwiftRenderer(api: api, specFileName: "api.yaml", access: .internal).render()
        // THEN there is one method, not the plain one twice
        #expect(Self.methods(in: source) == ["headA \"/a\""])
        #expect(api.endpoints.map(\.stream) == [false])
    }

    @Test func aResponseVariantNamedLikeAnOperationIsNotGenerated() throws {
        // GIVEN getPet and an operation named like getPet's …Response variant
        let (model, diagnostics) = OpenAPITranslationTests.translate(
            OpenAPITranslationTests.header + """
                paths:
                  /a: { get: { operationId: getPet, responses: { "200": { description: ok } } } }
                  /b: { get: { operationId: getPetResponse, responses: { "200": { description: ok } } } }
                """)
        let api = try #require(model, "\(diagnostics)")
        let source = SwiftRenderer(api: api, specFileName: "api.yaml", access: .internal).render()
        // THEN getPet sends its own request, getPetResponse is the other operation, which has a variant of its own
        #expect(Self.methods(in: source) == ["getPet \"/a\"", "getPetResponse \"/b\""])
        #expect(api.endpoints.map(\.responseVariant) == [nil, "getPetResponseResponse"])
        #expect(source.contains("func getPetResponseResponse() async throws -> Curlew.APIResponse<Swift.Void>"))
        // AND a warning at getPet says why
        #expect(
            diagnostics.map(\.message) == [
                "the method 'getPetResponse' that returns the status, headers and timings with the body of 'getPet'"
                    + " is not generated: the operation at #/paths/~1b/get has that name (at #/paths/~1a/get)"
            ])
    }
}
