import Foundation
import Testing

@testable import CurlewGenerator

/// The renderer, driven by IR values (and small specs), checked on the lines a user would read.
@Suite struct RendererTests {
    func lines(_ model: APIModel, access: AccessLevel = .internal) -> [String] {
        Generator.render(model, specFileName: "T.curlew.json", options: GeneratorOptions(access: access))
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func keywordNamesAreBacktickedEverywhere() {
        let model = APIModel(
            name: "T",
            models: [
                .init(
                    name: "Item",
                    fields: [.init(swiftName: "default", jsonKey: "default", type: .builtin(.bool), optional: false)]
                )
            ],
            endpoints: [
                .init(
                    name: "get",
                    method: "GET",
                    path: [.literal("/items")],
                    queryParams: [.init(swiftName: "in", wireName: "in", type: .builtin(.string), optional: true)],
                    returns: .named("Item")
                )
            ]
        )
        let output = lines(model)
        #expect(output.contains("var `default`: Swift.Bool"))
        #expect(output.contains("self.`default` = `default`"))
        #expect(output.contains("try container.encode(self.`default`, forKey: \"default\")"))
        #expect(output.contains("func get(`in`: Swift.String? = nil) async throws -> Item {"))
        #expect(output.contains("if let `in` {"))
        #expect(output.contains("_query.append(Foundation.URLQueryItem(name: \"in\", value: `in`))"))
    }

    @Test func publicAccessMarksEveryDeclaration() {
        let model = APIModel(
            name: "T",
            baseURL: "http://127.0.0.1:8080",
            models: [.init(name: "Empty", fields: [])],
            enums: [.init(name: "Kind", cases: [.init(swiftName: "a", value: "a")])]
        )
        let output = lines(model, access: .public)
        #expect(output.contains("public struct TClient: Swift.Sendable {"))
        #expect(output.contains("public var api: Curlew.APIClient"))
        #expect(output.contains("public func timeout(_ timeout: Swift.Duration) -> Self {"))
        #expect(
            output.contains(
                "public struct Empty: Swift.Codable, Swift.Hashable, Swift.Sendable, CurlewJSON.JSONDecodable {"))
        #expect(output.contains("public init() {"))
        #expect(output.contains("public init(rawValue: Swift.String) {"))
        #expect(
            !output.contains { $0.contains("CodingKeys") },
            "an empty model has no CodingKeys (an empty enum cannot have a raw type)")
        #expect(output.contains("@_spi(Generated) import CurlewJSON"), "enums conform to CurlewJSON.JSONDecodable")
    }

    @Test func jsonTypeImportsCurlewJSON() {
        let model = APIModel(
            name: "T",
            models: [
                .init(
                    name: "Bag",
                    fields: [.init(swiftName: "any", jsonKey: "any", type: .builtin(.json), optional: true)])
            ]
        )
        let output = lines(model)
        #expect(output.contains("@_spi(Generated) import CurlewJSON"))
        #expect(output.contains("var `any`: Swift.Optional<CurlewJSON.JSONValue>"))
    }

    @Test func scalarParametersUseTheirWireText() {
        let model = APIModel(
            name: "T",
            enums: [.init(name: "Kind", cases: [.init(swiftName: "a", value: "a")])],
            endpoints: [
                .init(
                    name: "find",
                    method: "GET",
                    path: [.literal("/things/"), .parameter("thing-id")],
                    pathParams: [
                        .init(swiftName: "thingId", wireName: "thing-id", type: .builtin(.uuid), optional: false)
                    ],
                    queryParams: [
                        .init(swiftName: "since", wireName: "since", type: .builtin(.date), optional: false),
                        .init(swiftName: "flag", wireName: "flag", type: .builtin(.bool), optional: false),
                        .init(swiftName: "kinds", wireName: "kind", type: .array(.named("Kind")), optional: false),
                    ],
                    headerParams: [
                        .init(swiftName: "trace", wireName: "X-Trace", type: .builtin(.int64), optional: false)
                    ]
                )
            ]
        )
        let output = lines(model)
        #expect(output.contains("let _path = \"/things/\" + Curlew.URLEncoding.pathSegment(thingId.uuidString)"))
        #expect(
            output.contains(
                "_query.append(Foundation.URLQueryItem(name: \"since\", value: "
                    + "CurlewJSON.CurlewJSONEncoder.iso8601String(from: since)))"))
        #expect(output.contains("_query.append(Foundation.URLQueryItem(name: \"flag\", value: Swift.String(flag)))"))
        #expect(output.contains("for item in kinds {"))
        #expect(output.contains("_query.append(Foundation.URLQueryItem(name: \"kind\", value: item.rawValue))"))
        #expect(output.contains("_headers.add(name: \"X-Trace\", value: Swift.String(trace))"))
        #expect(
            output.contains(
                "var _endpoint = Curlew.Endpoint<Swift.Void>(method: .get, path: _path, query: _query, headers: _headers)"
            ))
        #expect(output.contains("try await self.api.send(_endpoint)"))
    }

    @Test func enumValuesBecomeSafeCaseNames() throws {
        let spec =
            #"{ "name": "T", "models": { "E": { "enum": ["in-stock", "2xx", "default", "unknown", "a b", "a-b", ""] } } }"#
        let (model, diagnostics) = Generator.translate(SpecFile(name: "t.curlew.json", text: spec))
        #expect(diagnostics.isEmpty)
        let cases = try #require(model?.enums.first?.cases)
        #expect(cases.map(\.swiftName) == ["inStock", "_2xx", "default", "unknown_", "aB", "aB2", "empty"])
        #expect(cases.map(\.value) == ["in-stock", "2xx", "default", "unknown", "a b", "a-b", ""])
        let source = Generator.render(try #require(model), specFileName: "t.curlew.json")
        #expect(source.contains("        case \"default\": self = .`default`\n"))
        #expect(source.contains("        case .unknown_: return \"unknown\"\n"))
    }

    @Test func stringsInGeneratedCodeAreEscaped() {
        #expect(SwiftSource.literal("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u{1}""#)
    }

    @Test func specKeysMapToSnakeCaseAndExplicitKeys() throws {
        let spec = """
            { "name": "T", "keys": "snake_case",
              "models": { "P": { "fields": { "bornAt": "Date?", "petID": "Int", "x": { "type": "String", "key": "X-Y" } } } } }
            """
        let (model, diagnostics) = Generator.translate(SpecFile(name: "t.curlew.json", text: spec))
        #expect(diagnostics.isEmpty)
        let fields = try #require(model?.models.first?.fields)
        #expect(fields.map(\.jsonKey) == ["born_at", "pet_id", "X-Y"])
        #expect(fields.map(\.optional) == [true, false, false])
    }

    @Test func specTextCannotEscapeComments() throws {
        let spec = #"{ "name": "T", "doc": "line one\rfunc evil() {}\u2028\nlast", "models": {} }"#
        let result = Generator.generate(SpecFile(name: "dir/Evil\nimport Bad.curlew.json", text: spec))
        let source = try #require(result.source)
        #expect(source.hasPrefix("// Generated by curlew from Evil?import Bad.curlew.json. Do not edit.\n"))
        #expect(source.contains("/// line one\n/// func evil() {}\u{2028}\n/// last\n"))
    }
}
