import Curlew
import CurlewJSON
import Foundation
import Testing

/// Shapes.openapi.yaml: a discriminator mapping with two tags for one schema decodes both (and encodes the first).
@Suite struct ShapesModelTests {
    /// Decodes `json` with the generated reader (the fast path) and with Foundation's decoder (the Codable path).
    func decodeBoth<T: Decodable & JSONDecodable>(_ type: T.Type, _ json: String) throws -> [T] {
        [
            try CurlewJSONDecoder().decode(T.self, from: Array(json.utf8)),
            try JSONDecoder().decode(T.self, from: Data(json.utf8)),
        ]
    }

    @Test func everyMappingTagOfASchemaDecodesToItsCase() throws {
        for json in [#"{"kind":"round","r":1}"#, #"{"kind":"circle","r":1}"#] {
            // WHEN either tag the mapping gives Circle is decoded, by both decoders
            for shape in try decodeBoth(Shapes.Shape.self, json) {
                // THEN it is a circle, not an unknown tag
                #expect(shape == .circle(Shapes.Circle(r: 1)), "\(json)")
            }
        }
        for shape in try decodeBoth(Shapes.Shape.self, #"{"kind":"oval","r":1}"#) {
            guard case .unknown(let tag, _) = shape else {
                Issue.record("expected an unknown tag, got \(shape)")
                continue
            }
            #expect(tag == "oval")
        }
    }

    @Test func aCaseWithSeveralTagsEncodesTheFirst() throws {
        let shape = try CurlewJSONDecoder().decode(Shapes.Shape.self, from: Array(#"{"kind":"round","r":2}"#.utf8))
        for data in [try CurlewJSONEncoder().encode(shape), try JSONEncoder().encode(shape)] {
            let object = try JSONValue(parsing: data)
            #expect(object["kind"] == .string("circle"))
            #expect(object["r"] == .number("2"))
        }
    }
}
