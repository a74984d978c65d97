import Foundation
import Testing

@testable import CurlewGenerator

/// A collision of the idiomatic naming strategy is settled the way its error says: by giving one of the two another
/// name in the config's `rename`.
@Suite struct IdiomaticCollisionRenameTests {
    static let spec = """
        openapi: 3.0.3
        info: { title: R, version: "1" }
        paths:
          /a:
            get:
              operationId: getA
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/M" } } } }
          /b:
            get:
              operationId: getB
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/UrlInfo" } } } }
          /c:
            get:
              operationId: getC
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/URLInfo" } } } }
        components:
          schemas:
            M: { type: object, properties: { user_id: { type: string }, userID: { type: string } } }
            UrlInfo: { type: object, properties: { a: { type: string } } }
            URLInfo: { type: object, properties: { b: { type: string } } }
        """

    /// The diagnostics, and the model when there is no error, of the spec configured with `config`.
    func configure(_ config: String) throws -> (diagnostics: [String], model: APIModel?) {
        let (translated, _) = Generator.translate(SpecFile(name: "R.openapi.yaml", contents: Array(Self.spec.utf8)))
        let read = GeneratorConfig.read(name: "c.yaml", contents: Array(config.utf8))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let settings = try #require(read.config)
        let configured = Generator.configure(try #require(translated), with: settings)
        return (configured.diagnostics.map { String($0.description.split(separator: "\n")[0]) }, configured.model)
    }

    @Test func withoutARenameBothCollisionsAreErrors() throws {
        #expect(
            try configure("namingStrategy: idiomatic").diagnostics == [
                "c.yaml:1:17: error: the idiomatic naming strategy spells properties of M 'userId' and 'userID' both 'userID'",
                "c.yaml:1:17: error: the idiomatic naming strategy spells types 'UrlInfo' and 'URLInfo' both 'URLInfo'",
            ])
    }

    @Test func aRenameOfEitherSettlesTheCollision() throws {
        // Before: the errors stayed whatever `rename` said, so such a document could not use the strategy at all.
        let byJSONName = try configure(
            "namingStrategy: idiomatic\nrename: { properties: { M.user_id: ownerID }, types: { UrlInfo: Link } }")
        #expect(byJSONName.diagnostics == [])
        let model = try #require(byJSONName.model)
        let fields = try #require(model.models.first { $0.name == "M" }).fields
        #expect(fields.map(\.swiftName) == ["ownerID", "userID"])
        #expect(fields.map(\.jsonKey) == ["user_id", "userID"])
        #expect(Set(model.models.map(\.name)) == ["M", "Link", "URLInfo"])

        // the other one, by its JSON name (which is also the first one's idiomatic name)
        let other = try configure(
            "namingStrategy: idiomatic\nrename: { properties: { M.userID: theUser }, types: { URLInfo: Location } }")
        #expect(other.diagnostics == [])
        let otherModel = try #require(other.model)
        let otherFields = try #require(otherModel.models.first { $0.name == "M" }).fields
        #expect(otherFields.map(\.swiftName) == ["userID", "theUser"])
        #expect(Set(otherModel.models.map(\.name)) == ["M", "URLInfo", "Location"])
    }

    @Test func aRenameThatTheStrategyAppliesIsStillChecked() throws {
        #expect(
            try configure("namingStrategy: idiomatic\nrename: { types: { M: RClient } }").diagnostics.contains(
                "c.yaml:2:20: error: cannot rename 'M' to 'RClient': that name is taken"))
        #expect(
            try configure("namingStrategy: idiomatic\nrename: { types: { M: URLInfo, UrlInfo: Link } }").diagnostics
                == [
                    "c.yaml:1:17: error: the idiomatic naming strategy spells properties of M 'userId' and 'userID' both 'userID'",
                    "c.yaml:1:17: error: the idiomatic naming strategy spells types 'URLInfo' and 'M' both 'URLInfo'",
                ])
    }
}
