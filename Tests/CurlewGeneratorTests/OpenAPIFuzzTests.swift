import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// Bounded fuzzing of the OpenAPI path: real documents with subtrees swapped, retyped or dropped still translate
/// and render without crashing or hanging, and whatever translates is a model the renderer accepts.
///
/// `CURLEW_FUZZ_ITERATIONS=N` runs more rounds locally (the default keeps `swift test` quick), for this suite
/// and the YAML byte mutations.
@Suite struct OpenAPIFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["CURLEW_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 60
    /// `CURLEW_FUZZ_TYPECHECK=1` also type-checks every generated file (slow; for local runs).
    static let typeCheck = ProcessInfo.processInfo.environment["CURLEW_FUZZ_TYPECHECK"] == "1"

    static func tree(_ name: String) throws -> (SourceText, SpecNode) {
        let data = try Data(contentsOf: OpenAPIDocumentTests.fixtures.appendingPathComponent(name))
        let text = SourceText(fileName: name, bytes: Array(data))
        var bag = DiagnosticBag(source: text)
        return (text, try #require(OpenAPIReader.readTree(text, diagnostics: &bag)))
    }

    /// Every subtree, in document order.
    static func subtrees(_ node: SpecNode, into result: inout [SpecNode]) {
        result.append(node)
        for member in node.members ?? [] { subtrees(member.value, into: &result) }
        for element in node.elements ?? [] { subtrees(element, into: &result) }
    }

    /// The tree with the `target`-th node (pre-order) replaced by `replacement`.
    static func replacing(_ node: SpecNode, target: Int, counter: inout Int, with replacement: SpecNode) -> SpecNode {
        let index = counter
        counter += 1
        if index == target { return replacement }
        var copy = node
        switch node.value {
        case .object(let members):
            var updated = members
            for position in updated.indices {
                updated[position].value = replacing(
                    members[position].value, target: target, counter: &counter, with: replacement)
            }
            copy.value = .object(updated)
        case .array(let elements):
            var updated = elements
            for position in updated.indices {
                updated[position] = replacing(elements[position], target: target, counter: &counter, with: replacement)
            }
            copy.value = .array(updated)
        default:
            break
        }
        return copy
    }

    static let oddValues: [SpecNode.Value] = [
        .null, .bool(true), .number("-1"), .number("1e999"), .string(""), .string("#/components/schemas/Pet"),
        .string("{id}"), .array([]), .object([]),
        .object([.init(key: "$ref", keyOffset: 0, value: SpecNode(value: .string("#/"), offset: 0))]),
        .object([.init(key: "$ref", keyOffset: 0, value: SpecNode(value: .string("#/components"), offset: 0))]),
        .object([.init(key: "type", keyOffset: 0, value: SpecNode(value: .array([]), offset: 0))]),
    ]

    @Test(arguments: ["swagger-petstore3.yaml", "redocly-museum.yaml", "oai-v3.0-petstore-expanded.json"])
    func mutatedDocumentsTranslateAndRender(name: String) async throws {
        let (text, root) = try Self.tree(name)
        var nodes: [SpecNode] = []
        Self.subtrees(root, into: &nodes)
        var random = SplitMix64(seed: UInt64(name.utf8.count))
        for _ in 0..<Self.iterations {
            var mutated = root
            for _ in 0..<(1 + random.below(4)) {
                let replacement =
                    random.below(2) == 0
                    ? nodes[random.below(nodes.count)]
                    : SpecNode(value: Self.oddValues[random.below(Self.oddValues.count)], offset: 0)
                var counter = 0
                mutated = Self.replacing(
                    mutated, target: random.below(nodes.count), counter: &counter, with: replacement)
            }
            let documents = OpenAPIDocuments(main: text, root: mutated, loader: nil)
            var translator = OpenAPITranslator(documents: documents, fileName: name)
            if let model = translator.translate(), !translator.documents.hasErrors {
                let source = Generator.render(model, specFileName: name)
                if Self.typeCheck {
                    let file = FileManager.default.temporaryDirectory.appendingPathComponent("Fuzz-\(UUID()).swift")
                    defer { try? FileManager.default.removeItem(at: file) }
                    try Data(source.utf8).write(to: file)
                    try await GeneratedCodeCompilesTests().expectTypeChecks(file)
                }
            }
        }
    }
}
