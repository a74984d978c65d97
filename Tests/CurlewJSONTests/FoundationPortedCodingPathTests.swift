import Foundation
import Testing

@testable import CurlewJSON

/// The coding path and class cases of swift-foundation's `JSONEncoderTests` and swift-corelibs-foundation's
/// `TestJSONEncoder` (Apache 2.0 with Runtime Library Exception; rewritten for swift-testing): the paths every
/// encoder and container reports while nested containers and super encoders are made, a subclass sharing its
/// superclass's container, a reference type encoded as one value, and the documented refusals of inputs Foundation
/// reads (a trailing comma, a BOM, UTF-16). Each runs through Foundation's coders and Curlew's in the same test.
@Suite struct FoundationPortedCodingPathTests {
    /// A key that compares as the originals' `_TestKey`: the same string and the same integer, if any.
    struct IndexKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
        init?(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
        init?(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
    }

    /// Makes containers within containers and checks every coding path after each step (the originals'
    /// `NestedContainersTestType`).
    struct NestedContainers: Encodable {
        let throughSuperEncoder: Bool
        let encoderName: String
        enum TopKeys: Int, CodingKey { case a, b, c }
        enum MiddleKeys: Int, CodingKey { case one, two }

        func encode(to encoder: any Encoder) throws {
            guard throughSuperEncoder else { return check(encoder, base: []) }
            var top = encoder.container(keyedBy: TopKeys.self)
            expectPath(encoder.codingPath, [], "encoder after a container", encoderName)
            expectPath(top.codingPath, [], "first container", encoderName)
            let superEncoder = top.superEncoder(forKey: .a)
            expectPath(top.codingPath, [], "container after a super encoder", encoderName)
            expectPath(superEncoder.codingPath, [TopKeys.a], "super encoder", encoderName)
            check(superEncoder, base: [TopKeys.a])
        }

        func check(_ encoder: any Encoder, base: [any CodingKey]) {
            expectPath(encoder.codingPath, base, "new encoder", encoderName)
            var first = encoder.container(keyedBy: TopKeys.self)
            expectPath(encoder.codingPath, base, "encoder after its container", encoderName)
            expectPath(first.codingPath, base, "first-level container", encoderName)
            do {
                var second = first.nestedContainer(keyedBy: MiddleKeys.self, forKey: .a)
                expectPath(first.codingPath, base, "first level after a nested keyed one", encoderName)
                expectPath(second.codingPath, base + [TopKeys.a], "second-level keyed", encoderName)
                let thirdKeyed = second.nestedContainer(keyedBy: MiddleKeys.self, forKey: .one)
                expectPath(second.codingPath, base + [TopKeys.a], "second level after a keyed one", encoderName)
                expectPath(thirdKeyed.codingPath, base + [TopKeys.a, MiddleKeys.one], "third-level keyed", encoderName)
                let thirdUnkeyed = second.nestedUnkeyedContainer(forKey: .two)
                expectPath(encoder.codingPath, base, "encoder after third level", encoderName)
                expectPath(second.codingPath, base + [TopKeys.a], "second level after an unkeyed one", encoderName)
                expectPath(
                    thirdUnkeyed.codingPath, base + [TopKeys.a, MiddleKeys.two], "third-level unkeyed", encoderName)
            }
            do {
                var second = first.nestedUnkeyedContainer(forKey: .b)
                expectPath(first.codingPath, base, "first level after a nested unkeyed one", encoderName)
                expectPath(second.codingPath, base + [TopKeys.b], "second-level unkeyed", encoderName)
                let thirdKeyed = second.nestedContainer(keyedBy: MiddleKeys.self)
                expectPath(second.codingPath, base + [TopKeys.b], "unkeyed after a keyed one", encoderName)
                expectPath(thirdKeyed.codingPath, base + [TopKeys.b, IndexKey(index: 0)], "element 0", encoderName)
                let thirdUnkeyed = second.nestedUnkeyedContainer()
                expectPath(second.codingPath, base + [TopKeys.b], "unkeyed after an unkeyed one", encoderName)
                expectPath(thirdUnkeyed.codingPath, base + [TopKeys.b, IndexKey(index: 1)], "element 1", encoderName)
            }
        }
    }

    @Test(arguments: [false, true])
    func nestedContainersReportFoundationsCodingPaths(throughSuperEncoder: Bool) throws {
        let theirs = try JSONEncoder().encode(
            NestedContainers(throughSuperEncoder: throughSuperEncoder, encoderName: "Foundation"))
        let ours = try CurlewJSONEncoder().encode(
            NestedContainers(throughSuperEncoder: throughSuperEncoder, encoderName: "Curlew"))
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        var curlewSorted = CurlewJSONEncoder()
        curlewSorted.outputFormatting = .sortedKeys
        let value = NestedContainers(throughSuperEncoder: throughSuperEncoder, encoderName: "either")
        #expect(try curlewSorted.encode(value) == sorted.encode(value))
        #expect(!theirs.isEmpty && !ours.isEmpty)
    }

    // MARK: Classes

    /// Encodes as an object; `website` is left out when nil (`encodeIfPresent`).
    class Person: Codable, Equatable {
        let name: String
        let email: String
        let website: URL?
        init(name: String = "Johnny Appleseed", email: String = "appleseed@apple.com", website: URL? = nil) {
            (self.name, self.email, self.website) = (name, email, website)
        }
        func isEqual(_ other: Person) -> Bool {
            name == other.name && email == other.email && website == other.website
        }
        static func == (lhs: Person, rhs: Person) -> Bool { lhs.isEqual(rhs) }
    }

    /// Shares its superclass's keyed container: one flat object.
    final class Employee: Person {
        let id: Int
        enum CodingKeys: String, CodingKey { case id }
        init(id: Int = 42) {
            self.id = id
            super.init()
        }
        required init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
            try super.init(from: decoder)
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try super.encode(to: encoder)
        }
        override func isEqual(_ other: Person) -> Bool {
            guard let other = other as? Employee, other.id == id else { return false }
            return super.isEqual(other)
        }
    }

    /// A reference type encoded as one Int.
    final class Counter: Codable, Equatable {
        var count = 0
        init() {}
        init(from decoder: any Decoder) throws { count = try decoder.singleValueContainer().decode(Int.self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(count)
        }
        static func == (lhs: Counter, rhs: Counter) -> Bool { lhs === rhs || lhs.count == rhs.count }
    }

    struct Company: Codable, Equatable {
        var address = FoundationPortedTests.Address()
        var employees: [Employee] = [Employee()]
    }

    @Test func classesRoundTripAsFoundationWritesThem() throws {
        let coders = FoundationPortedTests.Coders()
        try coders.roundTrip(Person(), expected: #"{"email":"appleseed@apple.com","name":"Johnny Appleseed"}"#)
        try coders.roundTrip(
            Person(website: URL(string: "https://swift.org")),
            expected: #"{"email":"appleseed@apple.com","name":"Johnny Appleseed","website":"https:\/\/swift.org"}"#)
        try coders.roundTrip(
            Employee(), expected: #"{"email":"appleseed@apple.com","id":42,"name":"Johnny Appleseed"}"#)
        try coders.roundTrip(Company())
        try coders.roundTrip(Counter(), expected: "0")
        try coders.roundTrip([Counter()], expected: "[0]")
        let plain = FoundationPortedTests.Coders { fe, _, ce, _ in
            fe.outputFormatting = []
            ce.outputFormatting = []
        }
        try plain.roundTrip(Person(), expected: #"{"name":"Johnny Appleseed","email":"appleseed@apple.com"}"#)
        let pretty = FoundationPortedTests.Coders { fe, _, ce, _ in
            fe.outputFormatting = .prettyPrinted
            ce.outputFormatting = .prettyPrinted
        }
        try pretty.roundTrip(
            Person(), expected: "{\n  \"name\" : \"Johnny Appleseed\",\n  \"email\" : \"appleseed@apple.com\"\n}")
    }

    // MARK: Documented refusals

    /// Foundation reads trailing commas even without JSON5; Curlew refuses them (RFC 8259; README).
    @Test func aTrailingCommaIsFoundationOnly() {
        let json = Array(#"{"key" : [ true, ],}"#.utf8)
        let outcome = DecodeOutcome.of(
            [String: [Bool]].self, json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder())
        #expect(outcome == .foundationOnly)
    }

    /// Both skip a UTF-8 BOM; Foundation reads UTF-16, Curlew UTF-8 only (RFC 8259 §8.1; README).
    @Test func aBOMIsSkippedAndUTF16IsFoundationOnly() throws {
        let thumbs = Array(#""👍🏻""#.utf8)
        let withBOM = [0xEF, 0xBB, 0xBF] + thumbs
        #expect(DecodeShape.string.outcome(thumbs, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == .same)
        #expect(
            DecodeShape.string.outcome(withBOM, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == .same)
        for encoding in [String.Encoding.utf16BigEndian, .utf16LittleEndian] {
            let seven = Array(try #require("7".data(using: encoding)))
            #expect(
                DecodeShape.int.outcome(seven, foundation: JSONDecoder(), curlew: CurlewJSONDecoder())
                    == .foundationOnly)
        }
    }

    /// What the first port of the string and number tables left out.
    @Test func theRestOfTheStringAndNumberTables() throws {
        let coders = FoundationPortedTests.Coders()
        try coders.decodes(#"["本日"]"#, to: ["本日"])
        coders.decodeFails(String.self, #""\uD8""#)
        coders.decodeFails(Float.self, "2.01e-1234")
    }
}

/// Checks a coding path key by key: the same strings and the same integers.
private func expectPath(
    _ actual: [any CodingKey], _ expected: [any CodingKey], _ what: String, _ encoder: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let render = { (path: [any CodingKey]) in path.map { "\($0.stringValue)/\($0.intValue.map(String.init) ?? "-")" } }
    #expect(render(actual) == render(expected), "\(encoder): \(what)", sourceLocation: sourceLocation)
}
