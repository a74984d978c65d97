import Foundation
import Testing

@testable import CurlewGenerator

/// The part of `make corpus` that `make test` runs: excerpts of real APIs (Tests/Fixtures/Corpus, see its
/// SOURCES.md) whose unions the generator once typed as JSON generate with no lossy warning, as typed unions, and
/// compile.
@Suite struct CorpusExcerptTests {
    static let directory = GoldenFileTests.specsDirectory.deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/Corpus")

    /// Each excerpt and a declaration its client must have.
    static let expectations: [(file: String, declaration: String)] = [
        ("adyen-management-excerpt.json", "indirect enum ScheduleTerminalActionsRequestActionDetails:"),
        ("adyen-checkout-excerpt.json", "indirect enum ShopperIdPaymentMethod:"),
        ("twilio-messaging-excerpt.json", "indirect enum MessagingV1ServiceUsAppToPersonResponse:"),
    ]

    @Test(arguments: expectations.map(\.file))
    func excerptGeneratesWithoutLossAndTypeChecks(file: String) async throws {
        let url = Self.directory.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = Generator.generate(SpecFile(name: file, text: text))
        // THEN nothing is lost: no warning but those about what no client does
        let lossy = result.diagnostics.filter(\.isLossy)
        #expect(lossy.isEmpty, "\(lossy)")
        let source = try #require(result.source)
        let declaration = try #require(Self.expectations.first { $0.file == file }?.declaration)
        #expect(source.contains(declaration), "no \(declaration)")
        try await GeneratedCodeCompilesTests().expectTypeChecks(
            source: source, named: String(file.prefix { $0 != "." }).replacingOccurrences(of: "-", with: "_"))
    }

    @Test func warningsAboutWhatNoClientDoesAreByNatureAndOthersAreLosses() {
        let document =
            OpenAPITranslationTests.header + """
                webhooks: { ping: { post: { responses: { "200": { description: ok } } } } }
                components:
                  securitySchemes:
                    oauth: { type: oauth2, flows: { implicit: { authorizationUrl: "https://a.example", scopes: {} } } }
                  schemas:
                    Odd: { type: string, not: { enum: [x] } }
                paths:
                  /pets/{id}: { get: { responses: { "200": { description: ok } } } }
                """
        let result = Generator.generate(SpecFile(name: "api.yaml", text: document))
        #expect(result.diagnostics.count == 4, "\(result.diagnostics)")
        let byNature = result.diagnostics.filter(\.isByNature).map(\.message)
        #expect(byNature.count == 2)
        #expect(byNature.contains { $0.hasPrefix("webhooks are not generated") })
        #expect(byNature.contains { $0.hasPrefix("the client does not run oauth2 flows") })
        // AND `not`, which only excludes values, is a note (nothing lost); an undeclared path parameter is a loss
        let notes = result.diagnostics.filter { $0.severity == .note }
        #expect(notes.map(\.message).first?.hasPrefix("'not' is left to the server") == true, "\(notes)")
        #expect(notes.allSatisfy { !$0.isLossy && $0.description.contains(": note: 'not'") })
        #expect(result.diagnostics.filter(\.isLossy).count == 1, "\(result.diagnostics)")
    }
}
