import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// The cheap half of the corpus checks of a config's `filter` and `namingStrategy` (the whole documents are
/// scripts/subset-check.py's, Docs/Corpus.md): on the excerpts of real APIs in Tests/Fixtures/Corpus, each subset's
/// types are those scripts/subset-oracle.py, written apart from the generator, finds the kept operations reach; and
/// the idiomatic strategy renames without a collision and without dropping a member.
@Suite struct CorpusSubsetTests {
    static let root = GoldenFileTests.specsDirectory.deletingLastPathComponent()
    static let excerpts = [
        "spotify-excerpt.json", "adyen-checkout-excerpt.json", "adyen-management-excerpt.json",
        "twilio-messaging-excerpt.json",
    ]

    /// The excerpt's model as translated, with no config.
    func model(_ file: String) throws -> APIModel {
        let url = CorpusExcerptTests.directory.appendingPathComponent(file)
        let (model, diagnostics) = Generator.translate(
            SpecFile(name: file, contents: Array(try Data(contentsOf: url))))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return try #require(model)
    }

    func typeNames(_ model: APIModel) -> Set<String> {
        Set(model.declaredTypeNames)
    }

    /// Filters for a document: each tag alone, each operation alone, each method, and all but the first tag.
    func filters(_ model: APIModel) -> [String] {
        var seen: Set<String> = []
        let tags = model.endpoints.flatMap(\.tags).filter { seen.insert($0).inserted }
        let methods = Set(model.endpoints.map(\.method)).sorted()
        return tags.map { #"{"filter": {"tags": [\#(json($0))]}}"# }
            + model.endpoints.compactMap(\.operationID).map { #"{"filter": {"operations": [\#(json($0))]}}"# }
            + methods.map { #"{"filter": {"methods": ["\#($0)"]}}"# }
            + (tags.first.map { [#"{"exclude": {"tags": [\#(json($0))]}}"#] } ?? [])
    }

    /// `text` as a JSON string.
    func json(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test(arguments: excerpts)
    func eachSubsetKeepsTheSchemasTheOracleReaches(file: String) async throws {
        let everything = try model(file)
        let configs = filters(everything)
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-oracle-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: list) }
        try Data("[\(configs.joined(separator: ","))]".utf8).write(to: list)
        let oracle = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", Self.root.appendingPathComponent("scripts/subset-oracle.py").path,
                CorpusExcerptTests.directory.appendingPathComponent(file).path, list.path,
            ])
        #expect(oracle.status == 0, "\(oracle.stderr)")
        let answers = try #require(
            try JSONSerialization.jsonObject(with: Data(oracle.stdout.utf8)) as? [[String: [String]]])
        #expect(answers.count == configs.count)
        // only component schemas that generate a type of their own are compared (an alias of a string is none)
        let all = typeNames(everything)
        let components = try componentNames(file)
        for (config, answer) in zip(configs, answers) {
            let read = GeneratorConfig.read(name: "c.json", contents: Array(config.utf8))
            let settings = try #require(read.config)
            let subset = try #require(Generator.configure(everything, with: settings).model)
            let kept = typeNames(subset)
            let reached = Set((answer["reached"] ?? []).map { OpenAPINames.typeName($0) })
            let bases = Set((answer["bases"] ?? []).map { OpenAPINames.typeName($0) })
            let universe = components.intersection(all)
            #expect(
                reached.intersection(universe).subtracting(kept).isEmpty,
                "\(file) \(config): the oracle reaches, not kept: \(reached.intersection(universe).subtracting(kept))")
            let extra = kept.intersection(universe).subtracting(reached).subtracting(bases)
            #expect(extra.isEmpty, "\(file) \(config): kept, the oracle does not reach: \(extra)")
            #expect(Set(subset.endpoints.compactMap(\.operationID)) == Set(answer["operations"] ?? []), "\(config)")
        }
    }

    /// The Swift names of the document's component schemas.
    func componentNames(_ file: String) throws -> Set<String> {
        let data = try Data(contentsOf: CorpusExcerptTests.directory.appendingPathComponent(file))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any] ?? [:]
        return Set(schemas.keys.map { OpenAPINames.typeName($0) })
    }

    @Test(arguments: excerpts)
    func theIdiomaticStrategyRenamesWithoutACollisionOrALoss(file: String) throws {
        let defensive = try model(file)
        let read = GeneratorConfig.read(name: "c.json", contents: Array(#"{"namingStrategy": "idiomatic"}"#.utf8))
        let settings = try #require(read.config)
        let configured = Generator.configure(defensive, with: settings)
        #expect(configured.diagnostics.isEmpty, "\(configured.diagnostics)")
        let idiomatic = try #require(configured.model)
        // every declaration and member is still there, one for one, and only acronyms changed
        #expect(idiomatic.declaredTypeNames.count == defensive.declaredTypeNames.count)
        #expect(idiomatic.models.map(\.fields.count) == defensive.models.map(\.fields.count))
        #expect(idiomatic.enums.map(\.cases.count) == defensive.enums.map(\.cases.count))
        #expect(idiomatic.endpoints.map(\.name).count == defensive.endpoints.map(\.name).count)
        for (old, new) in zip(defensive.declaredTypeNames, idiomatic.declaredTypeNames) {
            #expect(old.lowercased() == new.lowercased(), "\(old) → \(new)")
        }
        let fields = zip(defensive.models, idiomatic.models).flatMap { zip($0.fields, $1.fields) }
        for (old, new) in fields {
            #expect(old.swiftName.lowercased() == new.swiftName.lowercased() && old.jsonKey == new.jsonKey)
        }
    }
}
