import Foundation
import Testing

@testable import CurlewJSON

/// The behaviours issue 22 found different from Foundation's coders, each checked against `JSONEncoder` and
/// `JSONDecoder` in the same test. Several cases follow swift-foundation's JSONEncoderTests and
/// swift-corelibs-foundation's TestJSONEncoder (Apache 2.0; test data and expectations only, rewritten here):
/// `test_encodingTopLevelEmptyStruct`-style "did not encode any values", `test_decodingConcreteTypeParameter`,
/// the superDecoder and custom key strategy cases, and `test_codingOf(U)Int128`.
@Suite struct FoundationDropInTests {
    // MARK: Int128 and UInt128

    struct Wide: Codable, Equatable {
        var signed: Int128
        var unsigned: UInt128
        var list: [Int128]
        var optional: UInt128?
    }

    @Test func int128AndUInt128RoundTripAtTheirLimitsAsFoundationDoes() throws {
        let values = [
            Wide(signed: .max, unsigned: .max, list: [.min, -1, 0, 1, .max], optional: .max),
            Wide(signed: .min, unsigned: 0, list: [], optional: nil),
            Wide(signed: Int128(Int64.min) - 1, unsigned: UInt128(UInt64.max) + 1, list: [1 << 100], optional: 7),
        ]
        for value in values {
            let ours = try Self.sortedEncoder().encode(value)
            let theirs = try Self.foundationSortedEncoder().encode(value)
            #expect(ours == theirs)
            #expect(try CurlewJSONDecoder().decode(Wide.self, from: theirs) == value)
            #expect(try JSONDecoder().decode(Wide.self, from: ours) == value)
        }
        #expect(
            try CurlewJSONDecoder().decode(Int128.self, from: Array("-170141183460469231731687303715884105728".utf8))
                == .min)
        #expect(
            try CurlewJSONDecoder().decode(UInt128.self, from: Array("1e38".utf8)) == UInt128(
                "100000000000000000000000000000000000000")!)
        for text in ["170141183460469231731687303715884105728", "-170141183460469231731687303715884105729"] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Int128.self, from: Data(text.utf8)) }
            let error = try decodingFailure { try CurlewJSONDecoder().decode(Int128.self, from: Array(text.utf8)) }
            #expect(error.message == "Int128 out of range: \(text)")
        }
        #expect(throws: DecodingError.self) { try CurlewJSONDecoder().decode(UInt128.self, from: Array("-1".utf8)) }
        #expect(throws: DecodingError.self) { try CurlewJSONDecoder().decode(UInt128.self, from: Array("1e39".utf8)) }
    }

    // MARK: The dynamic type passed to decode

    class Person: Decodable {
        var name: String
        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .name)
        }
        enum Keys: CodingKey { case name, team }
    }

    final class Employee: Person {
        var team: String
        required init(from decoder: any Decoder) throws {
            team = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .team)
            try super.init(from: decoder)
        }
    }

    @Test func decodeCallsInitOnTheTypePassedNotTheStaticType() throws {
        let json = #"{"name": "Ann", "team": "Core"}"#
        let type: Person.Type = Employee.self
        let theirs = try JSONDecoder().decode(type, from: Data(json.utf8))
        let ours = try CurlewJSONDecoder().decode(type, from: Array(json.utf8))
        #expect(theirs is Employee)
        #expect(ours is Employee)
        #expect((ours as? Employee)?.team == "Core")
    }

    // MARK: superDecoder for a missing key

    struct WithSuper: Decodable, Equatable {
        var parent: Int?
        var isNull: Bool
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let missing = try container.superDecoder(forKey: .parent)
            parent = try Int?(from: missing)
            isNull = try missing.singleValueContainer().decodeNil()
            #expect(missing.codingPath.map(\.stringValue) == ["parent"])
            #expect(throws: DecodingError.self) { _ = try missing.container(keyedBy: Keys.self) }
            #expect(try Int?(from: container.superDecoder()) == nil)
        }
        enum Keys: CodingKey { case parent }
    }

    @Test func superDecoderForAMissingKeyStandsOnNull() throws {
        let theirs = try JSONDecoder().decode(WithSuper.self, from: Data("{}".utf8))
        let ours = try CurlewJSONDecoder().decode(WithSuper.self, from: Array("{}".utf8))
        #expect(ours == theirs)
        #expect(ours == WithSuper.expected)
    }

    // MARK: A top-level value that encodes nothing

    struct EncodesNothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func aTopLevelValueThatEncodesNothingIsAnError() throws {
        let theirs = try #require(throws: EncodingError.self) { try JSONEncoder().encode(EncodesNothing()) }
        let ours = try #require(throws: EncodingError.self) { try CurlewJSONEncoder().encode(EncodesNothing()) }
        guard case .invalidValue(_, let theirContext) = theirs, case .invalidValue(_, let ourContext) = ours else {
            Issue.record("expected invalidValue, got \(theirs) and \(ours)")
            return
        }
        #expect(ourContext.debugDescription == theirContext.debugDescription)
        #expect(ourContext.codingPath.isEmpty)
        // Nested, it is `{}` in both.
        #expect(try CurlewJSONEncoder().encode([EncodesNothing()]) == JSONEncoder().encode([EncodesNothing()]))
        #expect(String(decoding: try CurlewJSONEncoder().encode([EncodesNothing()]), as: UTF8.self) == "[{}]")
    }

    // MARK: Custom key strategies

    struct Account: Codable, Equatable {
        var firstName: String
        var homeAddress: Address
        var tags: [String: Int]
    }

    struct Address: Codable, Equatable {
        var streetName: String
    }

    /// Upper-cases the last key, and names it after its depth.
    static let upper: @Sendable ([any CodingKey]) -> any CodingKey = { path in
        JSONCodingKey(stringValue: "\(path.count)_" + path.last!.stringValue.uppercased())
    }
    /// The inverse of `upper` for the keys `Account` uses.
    static let lower: @Sendable ([any CodingKey]) -> any CodingKey = { path in
        let key = path.last!.stringValue
        let name = key.drop { $0 != "_" }.dropFirst()
        let known = ["firstName", "homeAddress", "tags", "streetName"]
        return JSONCodingKey(stringValue: known.first { $0.uppercased() == name } ?? String(name))
    }

    @Test func customKeyStrategiesBothWaysMatchFoundation() throws {
        let value = Account(firstName: "Ann", homeAddress: Address(streetName: "Main"), tags: ["a_b": 1])
        var ours = CurlewJSONEncoder()
        ours.outputFormatting = .sortedKeys
        ours.keyEncodingStrategy = .custom(Self.upper)
        let theirs = Self.foundationSortedEncoder()
        theirs.keyEncodingStrategy = .custom(Self.upper)
        let bytes = try ours.encode(value)
        #expect(bytes == (try theirs.encode(value)))
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"1_FIRSTNAME":"Ann","1_HOMEADDRESS":{"2_STREETNAME":"Main"},"1_TAGS":{"a_b":1}}"#)
        var ourDecoder = CurlewJSONDecoder()
        ourDecoder.keyDecodingStrategy = .custom(Self.lower)
        let theirDecoder = JSONDecoder()
        theirDecoder.keyDecodingStrategy = .custom(Self.lower)
        #expect(try ourDecoder.decode(Account.self, from: bytes) == value)
        #expect(try theirDecoder.decode(Account.self, from: bytes) == value)
        // A key the closure does not map is missing in both, with the same case and path.
        let missing = Data(#"{"1_FIRSTNAME":"Ann","1_HOMEADDRESS":{"2_STREET":"Main"},"1_TAGS":{}}"#.utf8)
        let theirError = try #require(throws: DecodingError.self) {
            try theirDecoder.decode(Account.self, from: missing)
        }
        let ourError = try #require(throws: DecodingError.self) { try ourDecoder.decode(Account.self, from: missing) }
        #expect(Self.summary(ourError) == Self.summary(theirError))
    }

    // MARK: JSON5 and a top-level dictionary

    struct Point: Codable, Equatable {
        var x: Int
        var y: Int
    }

    @Test func json5CommentsAndATopLevelDictionaryAsFoundationReadsThem() throws {
        let text = "// a point\n\"x\": 1, /* and */ \"y\": 2\n"
        let theirs = JSONDecoder()
        theirs.allowsJSON5 = true
        theirs.assumesTopLevelDictionary = true
        var ours = CurlewJSONDecoder()
        ours.allowsJSON5 = true
        ours.assumesTopLevelDictionary = true
        #expect(try theirs.decode(Point.self, from: Data(text.utf8)) == Point(x: 1, y: 2))
        #expect(try ours.decode(Point.self, from: Array(text.utf8)) == Point(x: 1, y: 2))
        let braced = "{\"x\": 1, // one\n\"y\": 2}"
        #expect(
            try ours.decode(Point.self, from: Array(braced.utf8)) == theirs.decode(Point.self, from: Data(braced.utf8)))
        // Without JSON5 both refuse comments; the rest of JSON5 Curlew refuses (README). A top-level dictionary
        // needs no JSON5 (swift-foundation's test_assumesTopLevelDictionary).
        let plain = JSONDecoder()
        plain.assumesTopLevelDictionary = true
        var plainOurs = CurlewJSONDecoder()
        plainOurs.assumesTopLevelDictionary = true
        for (input, expected) in [("\"x\" : 42", ["x": 42]), ("{\"x\" : 42}", ["x": 42]), ("", [:])] {
            #expect(try plain.decode([String: Int].self, from: Data(input.utf8)) == expected)
            #expect(try plainOurs.decode([String: Int].self, from: Array(input.utf8)) == expected)
        }
        for input in ["\"x\" : 42}", "{\"x\" : 42"] {
            #expect(throws: DecodingError.self) { try plain.decode([String: Int].self, from: Data(input.utf8)) }
            #expect(throws: DecodingError.self) { try plainOurs.decode([String: Int].self, from: Array(input.utf8)) }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Point.self, from: Data(braced.utf8)) }
        #expect(throws: DecodingError.self) { try CurlewJSONDecoder().decode(Point.self, from: Array(braced.utf8)) }
        let error = try decodingFailure { try ours.decode(Point.self, from: Array("\"x\": 1, \"y\": 2,".utf8)) }
        #expect(error.byteOffset <= 16)
    }

    // MARK: Configurations

    struct Labelled: EncodableWithConfiguration, DecodableWithConfiguration, Equatable {
        var value: Int
        func encode(to encoder: any Encoder, configuration: String) throws {
            var container = encoder.singleValueContainer()
            try container.encode("\(configuration)\(value)")
        }
        init(value: Int) { self.value = value }
        init(from decoder: any Decoder, configuration: String) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            value = Int(text.dropFirst(configuration.count)) ?? -1
        }
    }

    enum Hash: EncodingConfigurationProviding, DecodingConfigurationProviding {
        static let encodingConfiguration = "#"
        static let decodingConfiguration = "#"
    }

    @Test func configurationBasedEncodeAndDecode() throws {
        let value = Labelled(value: 7)
        let ours = try CurlewJSONEncoder().encode(value, configuration: "n=")
        #expect(ours == (try JSONEncoder().encode(value, configuration: "n=")))
        #expect(try CurlewJSONDecoder().decode(Labelled.self, from: ours, configuration: "n=") == value)
        let provided = try CurlewJSONEncoder().encode(value, configuration: Hash.self)
        #expect(provided == (try JSONEncoder().encode(value, configuration: Hash.self)))
        #expect(try CurlewJSONDecoder().decode(Labelled.self, from: provided, configuration: Hash.self) == value)
    }

    // MARK: Errors: Foundation's cases and coding paths, located by a JSONError

    struct Shelf: Decodable {
        var books: [Book]
    }

    struct Book: Decodable {
        var title: String
        var pages: Int
        var ratio: UInt8?
    }

    @Test(arguments: [
        #"{"books": [{"title": "A", "pages": 1}, {"pages": 2}]}"#,
        #"{"books": [{"title": "A", "pages": "many"}]}"#,
        #"{"books": [{"title": null, "pages": 1}]}"#,
        #"{"books": [{"title": "A", "pages": 1, "ratio": 300}]}"#,
        #"{"books": [{"title": "A", "pages": 1.5}]}"#,
        #"{"books": {}}"#,
        #"{"books": [}"#,
        #"[1, 2]"#,
        "",
    ])
    func decodingErrorsAreFoundationsCases(json: String) throws {
        let theirs = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Shelf.self, from: Data(json.utf8))
        }
        let ours = try #require(throws: DecodingError.self) {
            try CurlewJSONDecoder().decode(Shelf.self, from: Array(json.utf8))
        }
        #expect(Self.summary(ours) == Self.summary(theirs))
        if json.contains("300") || json.contains("1.5") {
            #expect(
                Self.context(ours).codingPath.map(\.stringValue) == [
                    "books", "Index 0", json.contains("300") ? "ratio" : "pages",
                ])
        }
        let located = try #require(JSONError(ours))
        #expect(Self.context(ours).debugDescription.contains(located.description))
    }

    @Test func catchingKeyNotFoundAsWrittenForFoundationWorks() throws {
        do {
            _ = try CurlewJSONDecoder().decode(Shelf.self, from: Array(#"{"books": [{"pages": 2}]}"#.utf8))
            Issue.record("no error")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "title")
            #expect(context.codingPath.map(\.stringValue) == ["books", "Index 0"])
            let located = try #require(context.underlyingError as? JSONError)
            #expect(located.path == "$.books[0]")
            #expect(located.column == 12)
        }
    }

    // MARK: Output bytes

    struct Everything: Codable {
        var text = "a/b \"q\" \\ \u{1}\u{1f}\u{7f} é \u{2028} 😀 \n\r\t\u{8}\u{c}"
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested: [[String: [Int]]] = [["b": [], "a": [1, 2]], [:]]
        var numbers: [Double] = [
            0, -0.0, 0.1, 1e21, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123_456_789.125, -1.5e300,
        ]
        var floats: [Float] = [0.1, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 16_777_216, -2.5]
        var decimal = Decimal(string: "12345678901234567890.123456789")!
        var integers: [Int64] = [.min, .max, 0]
        var url = URL(string: "https://example.com/a?b=c")!
        var optional: Int? = nil
    }

    @Test(
        arguments: [
            [], [.sortedKeys], [.prettyPrinted, .sortedKeys], [.sortedKeys, .withoutEscapingSlashes],
            [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes],
        ] as [JSONEncoder.OutputFormatting])
    func outputBytesAreFoundations(formatting: JSONEncoder.OutputFormatting) throws {
        let theirs = JSONEncoder()
        theirs.outputFormatting = formatting.union(.sortedKeys)  // unsorted, Foundation's member order is random
        var ours = CurlewJSONEncoder()
        ours.outputFormatting = CurlewJSONEncoder.OutputFormatting(rawValue: theirs.outputFormatting.rawValue)
        let expected = String(decoding: try theirs.encode(Everything()), as: UTF8.self)
        #expect(String(decoding: try ours.encode(Everything()), as: UTF8.self) == expected)
        for scalar in [1, 2, 3] as [Int] {
            #expect(try ours.encode(scalar) == theirs.encode(scalar))
        }
        #expect(try ours.encode("/") == theirs.encode("/"))
    }

    // MARK: Helpers

    static func sortedEncoder() -> CurlewJSONEncoder {
        var encoder = CurlewJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    static func foundationSortedEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    static func context(_ error: DecodingError) -> DecodingError.Context {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            return context
        @unknown default:
            return DecodingError.Context(codingPath: [], debugDescription: "")
        }
    }

    /// The case, its type or key, and the coding path: what code catching Foundation's errors looks at.
    static func summary(_ error: DecodingError) -> String {
        let path = context(error).codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(
            separator: "/")
        switch error {
        case .typeMismatch(let type, _): return "typeMismatch \(type) at \(path)"
        case .valueNotFound(let type, _): return "valueNotFound \(type) at \(path)"
        case .keyNotFound(let key, _): return "keyNotFound \(key.stringValue) at \(path)"
        // Foundation's path for a number that does not fit is empty; Curlew's names the number (README).
        case .dataCorrupted: return "dataCorrupted"
        @unknown default: return "\(error)"
        }
    }
}

extension FoundationDropInTests.WithSuper {
    static let expected = Self(parent: nil, isNull: true)
    init(parent: Int?, isNull: Bool) {
        self.parent = parent
        self.isNull = isNull
    }
}

extension FoundationDropInTests {
    /// A reader's missing key (the fast path) names the coding key, as the Codable path and Foundation do.
    @Test func theFastPathsMissingKeyIsFoundationsKeyNotFound() throws {
        struct Row: Decodable, JSONDecodable, Equatable {
            var userID: Int
            init(from reader: inout JSONReader) throws {
                try reader.beginObject()
                var found: Int?
                while let key = try reader.nextKey() {
                    if key == "user_id" { found = try reader.readInt() } else { try reader.skipValue() }
                }
                guard let found else { throw reader.missingKey("user_id") }
                userID = found
            }
            init(from decoder: any Decoder) throws { userID = 0 }
        }
        let error = try #require(throws: DecodingError.self) {
            try CurlewJSONDecoder().decode([Row].self, from: Array(#"[{"user_id": 1}, {"quote\"d": 2}]"#.utf8))
        }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "user_id")
        #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
        #expect(JSONError(error)?.path == "$[1]")
        // Messages with quotes and the coding key beside the document's.
        let converted = DecodingError(
            readerError: JSONError(
                message: #"missing key "a\"b" (the coding key "aB")"#, byteOffset: 0, line: 1, column: 1, path: "$.x"))
        guard case .keyNotFound(let convertedKey, let convertedContext) = converted else {
            Issue.record("expected keyNotFound, got \(converted)")
            return
        }
        #expect(convertedKey.stringValue == "aB")
        #expect(convertedContext.codingPath.map(\.stringValue) == ["x"])
    }
}
