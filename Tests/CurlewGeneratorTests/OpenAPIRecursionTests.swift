import Foundation
import Testing

@testable import CurlewGenerator

/// Recursive OpenAPI schemas keep their model types wherever the cycle passes through an optional property
/// (not required, or nullable): the renderer stores that field indirectly (`@Curlew.Indirect`). Only a cycle of
/// required, non-nullable properties (an infinite value) falls back to `JSON`, with a warning at its pointer.
@Suite struct OpenAPIRecursionTests {
    static func generate(_ schemas: String) -> (model: APIModel?, result: GeneratorResult) {
        let text = OpenAPITranslationTests.header + "components:\n  schemas:\n" + schemas
        return (
            OpenAPITranslationTests.translate(text).model, Generator.generate(SpecFile(name: "api.yaml", text: text))
        )
    }

    static func fields(_ api: APIModel?, _ name: String) -> [String: APIModel.Field] {
        let fields = api?.models.first { $0.name == name }?.fields ?? []
        return Dictionary(fields.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func optionalSelfAndTwoModelCyclesKeepTheirTypes() throws {
        // GIVEN a node holding its parent (optional) and children, and a cycle A.b? -> B, B.a? -> A
        let (model, result) = Self.generate(
            """
                Node:
                  type: object
                  required: [value, children]
                  properties:
                    value: { type: string }
                    parent: { $ref: "#/components/schemas/Node" }
                    children: { type: array, items: { $ref: "#/components/schemas/Node" } }
                A:
                  type: object
                  required: [n]
                  properties:
                    n: { type: integer, format: int32 }
                    b: { $ref: "#/components/schemas/B" }
                B:
                  type: object
                  properties:
                    a: { $ref: "#/components/schemas/A" }
                    byName: { type: object, additionalProperties: { $ref: "#/components/schemas/A" } }
                Leaf:
                  type: object
                  properties:
                    node: { $ref: "#/components/schemas/Node" }
            """)
        // THEN there is no warning, and every recursive reference keeps its model type
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let node = Self.fields(model, "Node")
        #expect(node["value"]?.type == .builtin(.string))
        #expect(node["parent"]?.type == .named("Node"))
        #expect(node["parent"]?.optional == true)
        #expect(node["children"]?.type == .array(.named("Node")))
        #expect(Self.fields(model, "A")["b"]?.type == .named("B"))
        #expect(Self.fields(model, "B")["a"]?.type == .named("A"))
        #expect(Self.fields(model, "B")["byName"]?.type == .dictionary(.named("A")))
        // AND exactly the optional fields that close a cycle are boxed; arrays, dictionaries and Leaf.node are not
        let source = try #require(result.source)
        #expect(source.contains("    @Curlew.Indirect var parent: Swift.Optional<Node>\n"))
        #expect(source.contains("    var children: [Node]\n"))
        #expect(source.contains("    @Curlew.Indirect var b: Swift.Optional<B>\n"))
        #expect(source.contains("    @Curlew.Indirect var a: Swift.Optional<A>\n"))
        #expect(source.contains("    var byName: Swift.Optional<[Swift.String: A]>\n"))
        #expect(source.contains("    var node: Swift.Optional<Node>\n"))
        #expect(source.components(separatedBy: "@Curlew.Indirect").count == 4)
    }

    @Test func aRequiredNullableReferenceIsBoxedToo() throws {
        // GIVEN a cycle whose only way out is a required but nullable property (3.1 `null` variant, 3.0 `nullable`)
        let (model, result) = Self.generate(
            """
                Person:
                  type: object
                  required: [name, partner]
                  properties:
                    name: { type: string }
                    partner: { anyOf: [{ $ref: "#/components/schemas/Person" }, { type: "null" }] }
                Step:
                  type: object
                  required: [next]
                  properties:
                    next: { allOf: [{ $ref: "#/components/schemas/Step" }], nullable: true }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let partner = try #require(Self.fields(model, "Person")["partner"])
        #expect(partner.type == .named("Person"))
        #expect(partner.optional && partner.requiredKey)
        let source = try #require(result.source)
        #expect(source.contains("    @Curlew.Indirect var partner: Swift.Optional<Person>\n"))
        #expect(Self.fields(model, "Step")["next"]?.type == .named("Step"))
    }

    @Test func aCycleOfRequiredPropertiesFallsBackToJSON() throws {
        // GIVEN a model that requires itself, and two models that require each other
        let (model, result) = Self.generate(
            """
                Loop:
                  type: object
                  required: [next]
                  properties:
                    next: { $ref: "#/components/schemas/Loop" }
                X:
                  type: object
                  required: [y]
                  properties:
                    y: { $ref: "#/components/schemas/Y" }
                Y:
                  type: object
                  required: [x]
                  properties:
                    x: { $ref: "#/components/schemas/X" }
            """)
        // THEN the field that closes each cycle is optional JSON, with a warning naming its JSON pointer
        #expect(Self.fields(model, "Loop")["next"]?.type == .builtin(.json))
        #expect(Self.fields(model, "Loop")["next"]?.optional == true)
        #expect(Self.fields(model, "X")["y"]?.type == .named("Y"))
        #expect(Self.fields(model, "Y")["x"]?.type == .builtin(.json))
        let messages = result.diagnostics.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("(at #/components/schemas/Loop/properties/next)") })
        #expect(messages.contains { $0.contains("(at #/components/schemas/Y/properties/x)") })
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        // AND the rest still generates, with nothing boxed
        let source = try #require(result.source)
        #expect(!source.contains("@Curlew.Indirect"))
    }
}
