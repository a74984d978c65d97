import Foundation
import Testing

@testable import CurlewJSON

/// Cases ported from swift-foundation's `Tests/FoundationEssentialsTests/JSONEncoderTests.swift` (Apache 2.0 with
/// Runtime Library Exception; the test data and expectations, rewritten for swift-testing). Every case runs
/// through Foundation's coders and Curlew's side by side: the same bytes out (sorted keys, as Foundation's member
/// order is random otherwise), each decoder reading the other's output back to an equal value, the same failures.
@Suite struct FoundationPortedTests {
    /// Both encoders and both decoders, configured alike.
    struct Coders {
        let foundationEncoder = JSONEncoder()
        let foundationDecoder = JSONDecoder()
        var encoder = CurlewJSONEncoder()
        var decoder = CurlewJSONDecoder()

        init(
            _ configure: (JSONEncoder, JSONDecoder, inout CurlewJSONEncoder, inout CurlewJSONDecoder) -> Void = {
                _, _, _, _ in
            }
        ) {
            foundationEncoder.outputFormatting = .sortedKeys
            encoder.outputFormatting = .sortedKeys
            configure(foundationEncoder, foundationDecoder, &encoder, &decoder)
        }

        /// `_testRoundTrip`: equal bytes when sorted (and `expected`, if given), and both decoders read both outputs
        /// back.
        func roundTrip<T: Codable & Equatable>(
            _ value: T, expected: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let theirs = try foundationEncoder.encode(value)
            let ours = try encoder.encode(value)
            // Unsorted, Foundation writes an object's members in a random order: only sorted bytes can be equal.
            if foundationEncoder.outputFormatting.contains(.sortedKeys) {
                #expect(
                    String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self),
                    sourceLocation: sourceLocation)
            }
            if let expected {
                #expect(String(decoding: ours, as: UTF8.self) == expected, sourceLocation: sourceLocation)
            }
            #expect(try decoder.decode(T.self, from: theirs) == value, sourceLocation: sourceLocation)
            #expect(try foundationDecoder.decode(T.self, from: ours) == value, sourceLocation: sourceLocation)
        }

        /// `_testEncodeFailure`: both throw `EncodingError`.
        func encodeFails<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(throws: EncodingError.self, sourceLocation: sourceLocation) { try foundationEncoder.encode(value) }
            #expect(throws: EncodingError.self, sourceLocation: sourceLocation) { try encoder.encode(value) }
        }

        /// `_testDecodeFailure`: both throw, the same error type.
        func decodeFails<T: Decodable>(
            _ target: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            var theirs: (any Error)?
            var ours: (any Error)?
            do { _ = try foundationDecoder.decode(target, from: Data(json.utf8)) } catch { theirs = error }
            do { _ = try decoder.decode(target, from: Array(json.utf8)) } catch { ours = error }
            #expect(theirs != nil, "Foundation decoded \(json)", sourceLocation: sourceLocation)
            #expect(ours != nil, "Curlew decoded \(json)", sourceLocation: sourceLocation)
            if let theirs, let ours {
                #expect(type(of: theirs) == type(of: ours), sourceLocation: sourceLocation)
            }
        }

        /// Both decode `json` to `expected`.
        func decodes<T: Decodable & Equatable>(
            _ json: String, to expected: T, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            #expect(
                try foundationDecoder.decode(T.self, from: Data(json.utf8)) == expected, sourceLocation: sourceLocation)
            #expect(try decoder.decode(T.self, from: Array(json.utf8)) == expected, sourceLocation: sourceLocation)
        }
    }

    // MARK: Models (the shapes of the original's test types)

    struct EmptyStruct: Codable, Equatable {}

    final class EmptyClass: Codable, Equatable {
        static func == (lhs: EmptyClass, rhs: EmptyClass) -> Bool { true }
    }

    enum Switch: Codable, Equatable {
        case off, on
        init(from decoder: any Decoder) throws {
            self = try decoder.singleValueContainer().decode(Bool.self) ? .on : .off
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(self == .on)
        }
    }

    struct Timestamp: Codable, Equatable {
        let value: Double
        init(_ value: Double) { self.value = value }
        init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Double.self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    struct Address: Codable, Equatable {
        var street = "1 Infinite Loop"
        var city = "Cupertino"
        var state = "CA"
        var zipCode = 95014
        var country = "United States"
    }

    /// Encodes as an array through a single value container.
    struct Numbers: Codable, Equatable {
        var values = [4, 8, 15, 16, 23, 42]
        init() {}
        init(from decoder: any Decoder) throws { values = try decoder.singleValueContainer().decode([Int].self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(values)
        }
    }

    /// Encodes as a dictionary through a single value container.
    struct Mapping: Codable, Equatable {
        var values = ["Apple": URL(string: "http://apple.com")!, "localhost": URL(string: "http://127.0.0.1")!]
        init() {}
        init(from decoder: any Decoder) throws {
            values = try decoder.singleValueContainer().decode([String: URL].self)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(values)
        }
    }

    struct Company: Codable, Equatable {
        var address = Address()
        var employees = [Employee(), Employee(name: "Jane", email: "jane@apple.com", id: 4)]
    }

    /// Shares its encoder and decoder with its superclass's fields (one flat object).
    struct Employee: Codable, Equatable {
        var name = "Johnny Appleseed"
        var email = "appleseed@apple.com"
        var id = 42
    }

    /// Encodes as a Bool or as nil.
    enum EnhancedBool: Codable, Equatable {
        case `true`, `false`, fileNotFound
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self = container.decodeNil() ? .fileNotFound : (try container.decode(Bool.self) ? .true : .false)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .true: try container.encode(true)
            case .false: try container.encode(false)
            case .fileNotFound: try container.encodeNil()
            }
        }
    }

    // MARK: Top-level values

    @Test func topLevelValuesRoundTrip() throws {
        let coders = Coders()
        try coders.roundTrip(EmptyStruct(), expected: "{}")
        try coders.roundTrip(EmptyClass(), expected: "{}")
        try coders.roundTrip(Switch.off, expected: "false")
        try coders.roundTrip(Switch.on, expected: "true")
        try coders.roundTrip(Timestamp(3_141_592_653), expected: "3141592653")
        try coders.roundTrip(Address())
        try coders.roundTrip(Numbers(), expected: "[4,8,15,16,23,42]")
        try coders.roundTrip(Mapping())
        try coders.roundTrip(Company())
        try coders.roundTrip(Employee())
        try coders.roundTrip(EnhancedBool.true, expected: "true")
        try coders.roundTrip(EnhancedBool.false, expected: "false")
        try coders.roundTrip(EnhancedBool.fileNotFound, expected: "null")
        try coders.roundTrip([1, 2, 3], expected: "[1,2,3]")
        try coders.roundTrip([Int](), expected: "[]")
        try coders.roundTrip(["/": 1], expected: #"{"\/":1}"#)
    }

    // MARK: Date and data strategies

    @Test func dateStrategies() throws {
        let date = Date(timeIntervalSince1970: 1000)
        let seconds = Coders { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.secondsSince1970, .secondsSince1970)
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.secondsSince1970, .secondsSince1970)
        }
        try seconds.roundTrip(date, expected: "1000")
        try seconds.roundTrip(Optional(date), expected: "1000")
        let milliseconds = Coders { fe, fd, ce, cd in
            (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.millisecondsSince1970, .millisecondsSince1970)
            (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.millisecondsSince1970, .millisecondsSince1970)
        }
        try milliseconds.roundTrip(date, expected: "1000000")
        try milliseconds.roundTrip(Optional(date), expected: "1000000")
        let write42: @Sendable (Date, any Encoder) throws -> Void = { _, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(42)
        }
        let writeNothing: @Sendable (Date, any Encoder) throws -> Void = { _, _ in }
        let read: @Sendable (any Decoder) throws -> Date = { _ in date }
        for (write, expected) in [(write42, "42"), (writeNothing, "{}")] {
            let custom = Coders { fe, fd, ce, cd in
                (fe.dateEncodingStrategy, fd.dateDecodingStrategy) = (.custom(write), .custom(read))
                (ce.dateEncodingStrategy, cd.dateDecodingStrategy) = (.custom(write), .custom(read))
            }
            try custom.roundTrip(date, expected: expected)
            try custom.roundTrip(Optional(date), expected: expected)
        }
        // test_infiniteDate
        for strategy in [JSONEncoder.DateEncodingStrategy.deferredToDate, .secondsSince1970, .millisecondsSince1970] {
            let coders = Coders { fe, _, ce, _ in
                fe.dateEncodingStrategy = strategy
                switch strategy {
                case .secondsSince1970: ce.dateEncodingStrategy = .secondsSince1970
                case .millisecondsSince1970: ce.dateEncodingStrategy = .millisecondsSince1970
                default: ce.dateEncodingStrategy = .deferredToDate
                }
            }
            coders.encodeFails([Date(timeIntervalSince1970: .infinity)])
        }
    }

    @Test func dataStrategies() throws {
        let data = Data([0xDE, 0xAD, 0xBE, 0xEF])
        let deferred = Coders { fe, fd, ce, cd in
            (fe.dataEncodingStrategy, fd.dataDecodingStrategy) = (.deferredToData, .deferredToData)
            (ce.dataEncodingStrategy, cd.dataDecodingStrategy) = (.deferredToData, .deferredToData)
        }
        try deferred.roundTrip(data, expected: "[222,173,190,239]")
        try deferred.roundTrip(Optional(data), expected: "[222,173,190,239]")
        try Coders().roundTrip(data, expected: #""3q2+7w==""#)
        let write42: @Sendable (Data, any Encoder) throws -> Void = { _, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(42)
        }
        let writeNothing: @Sendable (Data, any Encoder) throws -> Void = { _, _ in }
        let read: @Sendable (any Decoder) throws -> Data = { _ in Data() }
        for (write, expected) in [(write42, "42"), (writeNothing, "{}")] {
            let custom = Coders { fe, fd, ce, cd in
                (fe.dataEncodingStrategy, fd.dataDecodingStrategy) = (.custom(write), .custom(read))
                (ce.dataEncodingStrategy, cd.dataDecodingStrategy) = (.custom(write), .custom(read))
            }
            try custom.roundTrip(Data(), expected: expected)
            try custom.roundTrip(Optional(Data()), expected: expected)
        }
    }

    // MARK: Non-conforming floats

    @Test func nonConformingFloats() throws {
        let coders = Coders()
        for value in [Float.infinity, -.infinity, .nan] { coders.encodeFails(value) }
        for value in [Double.infinity, -.infinity, .nan] { coders.encodeFails(value) }
        for value in [Double.infinity, -.infinity, .nan] { coders.encodeFails(Optional(value)) }
        let strings = Coders { fe, fd, ce, cd in
            fe.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
            fd.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
            ce.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
            cd.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
        }
        try strings.roundTrip(Float.infinity, expected: #""INF""#)
        try strings.roundTrip(-Float.infinity, expected: #""-INF""#)
        try strings.roundTrip(Double.infinity, expected: #""INF""#)
        try strings.roundTrip(-Double.infinity, expected: #""-INF""#)
        try strings.roundTrip(Optional(Float.infinity), expected: #""INF""#)
        try strings.roundTrip(Optional(-Double.infinity), expected: #""-INF""#)
        #expect(String(decoding: try strings.encoder.encode(Double.nan), as: UTF8.self) == #""NaN""#)
        #expect(try strings.decoder.decode(Double.self, from: Array(#""NaN""#.utf8)).isNaN)
        #expect(try strings.foundationDecoder.decode(Float.self, from: Data(#""NaN""#.utf8)).isNaN)
    }

    // MARK: Key strategies

    struct EncodeMe: Encodable {
        var keyName: String
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONCodingKey.self)
            try container.encode("test", forKey: JSONCodingKey(stringValue: keyName))
        }
    }

    struct EncodeNested: Encodable { let nestedValue: EncodeMe }
    struct EncodeNestedNested: Encodable { let outerValue: EncodeNested }

    @Test func customKeyEncodingSeesTheSwiftPath() throws {
        let value = EncodeNestedNested(outerValue: EncodeNested(nestedValue: EncodeMe(keyName: "helloWorld")))
        let paths = Locked<[[String]]>([])
        let convert: @Sendable ([any CodingKey]) -> any CodingKey = { path in
            paths.withLock { $0.append(path.map(\.stringValue)) }
            return JSONCodingKey(stringValue: "QQQ" + path.last!.stringValue)
        }
        let expected = #"{"QQQouterValue":{"QQQnestedValue":{"QQQhelloWorld":"test"}}}"#
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .custom(convert)
        #expect(String(decoding: try foundation.encode(value), as: UTF8.self) == expected)
        let foundationPaths = paths.withLock { paths in
            defer { paths = [] }
            return paths
        }
        var ours = CurlewJSONEncoder()
        ours.keyEncodingStrategy = .custom(convert)
        #expect(String(decoding: try ours.encode(value), as: UTF8.self) == expected)
        // The same calls (Foundation makes them innermost first, Curlew outermost first).
        let sorted = { (paths: [[String]]) in paths.sorted { $0.count < $1.count } }
        #expect(sorted(paths.withLock { $0 }) == sorted(foundationPaths))
        #expect(
            sorted(foundationPaths) == [
                ["outerValue"], ["outerValue", "nestedValue"], ["outerValue", "nestedValue", "helloWorld"],
            ])
    }

    struct DecodeMe2: Decodable, Equatable { var hello: String }

    struct DecodeMe5: Codable, Equatable {
        var oneTwo = "test"
        var numberOfKeys = 0
        enum CodingKeys: String, CodingKey { case oneTwo, oneTwoThree }
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            oneTwo = try container.decode(String.self, forKey: .oneTwo)
            numberOfKeys = container.allKeys.count
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(oneTwo, forKey: .oneTwo)
            try container.encode("test2", forKey: .oneTwoThree)
        }
    }

    @Test func customKeyDecodingAndDuplicateKeys() throws {
        let dropFour: @Sendable ([any CodingKey]) -> any CodingKey = { path in
            let string = path.last!.stringValue
            return string.count > 4 ? JSONCodingKey(stringValue: String(string.dropFirst(4))) : path.last!
        }
        let custom = Coders { _, fd, _, cd in
            fd.keyDecodingStrategy = .custom(dropFour)
            cd.keyDecodingStrategy = .custom(dropFour)
        }
        try custom.decodes(#"{"----hello":"test"}"#, to: DecodeMe2(hello: "test"))
        let allSame: @Sendable ([any CodingKey]) -> any CodingKey = { _ in JSONCodingKey(stringValue: "oneTwo") }
        let same = Coders { fe, fd, ce, cd in
            (fe.keyEncodingStrategy, fd.keyDecodingStrategy) = (.custom(allSame), .custom(allSame))
            (ce.keyEncodingStrategy, cd.keyDecodingStrategy) = (.custom(allSame), .custom(allSame))
        }
        var expected = DecodeMe5()
        expected.oneTwo = "test1"
        expected.numberOfKeys = 1
        try same.decodes(#"{"unused key 1":"test1","unused key 2":"test2"}"#, to: expected)
        #expect(String(decoding: try same.encoder.encode(DecodeMe5()), as: UTF8.self) == #"{"oneTwo":"test2"}"#)
        #expect(try same.encoder.encode(DecodeMe5()) == same.foundationEncoder.encode(DecodeMe5()))
    }

    @Test func snakeCaseLeavesDictionaryKeysAlone() throws {
        let snake = Coders { _, fd, _, cd in
            fd.keyDecodingStrategy = .convertFromSnakeCase
            cd.keyDecodingStrategy = .convertFromSnakeCase
        }
        try snake.decodes(#"{"leave_me_alone":"test"}"#, to: ["leave_me_alone": "test"])
        for decode in [
            { try snake.foundationDecoder.decode([String: Int].self, from: Data(#"{"leave_me_alone":"test"}"#.utf8)) },
            { try snake.decoder.decode([String: Int].self, from: Array(#"{"leave_me_alone":"test"}"#.utf8)) },
        ] as [() throws -> [String: Int]] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("expected typeMismatch, got \(error)")
                continue
            }
            #expect(context.codingPath.map(\.stringValue) == ["leave_me_alone"])
        }
    }

    // MARK: Type coercion and failures

    @Test func typeCoercionFailsInBoth() throws {
        let coders = Coders()
        let bools = String(decoding: try JSONEncoder().encode([false, true]), as: UTF8.self)
        for type in [
            [Int].self, [Int8].self, [Int16].self, [Int32].self, [Int64].self, [UInt].self, [UInt8].self,
            [UInt16].self, [UInt32].self, [UInt64].self, [Float].self, [Double].self,
        ] as [any Decodable.Type] {
            coders.decodeFails(type, bools)
        }
        for numbers in ["[0,1]", "[0.0,1.0]"] {
            coders.decodeFails([Bool].self, numbers)
        }
        struct DecodeFailure: Decodable { var invalid: String }
        coders.decodeFails(DecodeFailure.self, #"{"invalid": json}"#)
        struct Foo: Decodable { var foo: String }
        coders.decodeFails(Foo.self, #""foo"#)
        coders.decodeFails(Int.self, " ")
        for text in ["0.", "1e ", "-2.01e- ", "+", "+2.0q", "2s", "NaN", "nan", "Infinity", "inf", "-", "0x42", "1.e2"]
        {
            coders.decodeFails(Float.self, text)
        }
        for text in [#""\uD834""#, #""\uD834hello""#, #""hello\uD834""#, #""\uD834\u1221""#, #""\uD834x\uDD1E""#] {
            coders.decodeFails(String.self, text)
        }
        coders.decodeFails([String].self, #"["\h\e\l\l\o"]"#)
    }

    // MARK: Strings and numbers

    @Test func stringsAndNumbersDecodeAlike() throws {
        let coders = Coders()
        try coders.decodes(#""\/test\/path""#, to: "/test/path")
        try coders.decodes(#""\\/test\\/path""#, to: #"\/test\/path"#)
        try coders.decodes(#"["閆崬밺뀫颒"]"#, to: ["閆崬밺뀫颒"])
        try coders.decodes(#""\u00e9\u2265""#, to: "é≥")
        try coders.decodes(#""42\u00e942\u226542""#, to: "42é42≥42")
        try coders.decodes(#""\u00E9""#, to: "é")
        try coders.decodes(#""\uD834\uDD1E""#, to: "𝄞")
        let escapes = [
            "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007", "\\b", "\\t", "\\n",
            "\\u000b", "\\f", "\\r", "\\u000e", "\\u000f", "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014",
            "\\u0015", "\\u0016", "\\u0017", "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d",
            "\\u001e", "\\u001f", " ",
        ]
        for (scalar, escape) in zip(0...0x20, escapes) {
            let text = String(Character(Unicode.Scalar(UInt8(scalar))))
            try coders.decodes("\"\(escape)\"", to: text)
            try coders.roundTrip([text])
        }
        for (json, expected) in zip(
            ["0 ", "1.0 ", "0.1 ", "1e3 ", "-2.01e-3 ", "0", "1.0", "1e3", "-2.01e-3", "0e-10"],
            [0, 1.0, 0.1, 1000, -0.00201, 0, 1.0, 1000, -0.00201, 0] as [Double])
        {
            try coders.decodes(json, to: expected)
        }
        try coders.roundTrip(["abc\u{0}def"])
        try coders.roundTrip(["abc\u{0}def": "abc\u{0}def"])
        try coders.roundTrip([["magic_number": 7.45673334164903e-115]])
        try coders.decodes(#"{"a":6032314514195021674}"#, to: ["a": UInt64(6_032_314_514_195_021_674)])
        struct Extremes: Codable, Equatable {
            var floats: [Float] = [.greatestFiniteMagnitude, .leastNormalMagnitude]
            var doubles: [Double] = [.greatestFiniteMagnitude, .leastNormalMagnitude]
        }
        try coders.roundTrip(Extremes())
        struct Mixed: Codable, Equatable {
            var doubles: [String: Double]
            var decimals: [String: Decimal]
        }
        let decimals = [
            "1.234567891011121314", "-1.234567891011121314", "0.1234567891011121314", "-0.1234567891011121314",
            "123.4567891011121314e-100", "-123.4567891011121314e-100", "1234567891011121314e-100",
            "-1234567891011121314e-100", "0.1234567891011121314e-100", "-0.1234567891011121314e-100",
            "3.14159265358979323846264338327950288419", "2.71828182845904523536028747135266249775",
            "440474310512876335.18692524723746578303827301433673643795",
        ]
        try coders.roundTrip(
            Mixed(
                doubles: [
                    "-55.66": -55.66, "-9.81": -9.81, "-0.284": -0.284,
                    "-3.4028234663852886e+38": Double(-Float.greatestFiniteMagnitude),
                    "-1.1754943508222875e-38": Double(-Float.leastNormalMagnitude),
                    "-1.7976931348623157e+308": -.greatestFiniteMagnitude,
                    "-2.2250738585072014e-308": -.leastNormalMagnitude, "0.000001": 0.000001,
                ],
                decimals: Dictionary(uniqueKeysWithValues: decimals.map { ($0, Decimal(string: $0)!) })))
        for json in [#"{"v""# + "\n : true}", #"{"v""# + "\r\n : true}", #"{"v""# + "\r : true}"] {
            try coders.decodes(json, to: ["v": true])
        }
    }

    // MARK: Containers and coding paths

    struct Level1: Codable, Equatable {
        let level2: Level2
        struct Level2: Codable, Equatable { let name: String }
        enum CodingKeys: String, CodingKey { case level2 }
        init(level2: Level2) { self.level2 = level2 }
        init(from decoder: any Decoder) throws {
            var nested = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .level2)
            level2 = try nested.decode(Level2.self)
        }
        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            var nested = keyed.nestedUnkeyedContainer(forKey: .level2)
            try nested.encode(level2)
        }
    }

    /// Decodes `A`, or else `B` from the same decoder (the original's `EitherDecodable`).
    enum Either<A: Decodable & Equatable, B: Decodable & Equatable>: Decodable, Equatable {
        case a(A)
        case b(B)
        init(from decoder: any Decoder) throws {
            if let a = try? A(from: decoder) { self = .a(a) } else { self = .b(try B(from: decoder)) }
        }
    }

    struct RepeatNilCheck: Decodable {
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            for expected in 1...3 {
                #expect(try container.decodeNil() == false)
                #expect(try container.decodeNil() == false)
                #expect(try container.decode(Int.self) == expected)
            }
        }
    }

    struct SuperEncoding: Encodable {
        enum CodingKeys: String, CodingKey { case firstSuper, secondSuper, unkeyed }
        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            var first = keyed.superEncoder(forKey: .firstSuper).singleValueContainer()
            var second = keyed.superEncoder(forKey: .secondSuper).singleValueContainer()
            try first.encode("First")
            try second.encode("Second")
            var unkeyed = keyed.nestedUnkeyedContainer(forKey: .unkeyed)
            try unkeyed.encode(0)
            var unkeyedFirst = unkeyed.superEncoder().singleValueContainer()
            var unkeyedSecond = unkeyed.superEncoder().singleValueContainer()
            try unkeyedFirst.encode("First")
            try unkeyedSecond.encode("Second")
        }
    }

    @Test func containersAndDecoderState() throws {
        let coders = Coders()
        try coders.roundTrip(Level1(level2: .init(name: "level2")), expected: #"{"level2":[{"name":"level2"}]}"#)
        try coders.decodes("[1,2,3]", to: Either<[String], [Int]>.b([1, 2, 3]))
        _ = try JSONDecoder().decode(RepeatNilCheck.self, from: Data("[1, 2, 3]".utf8))
        _ = try CurlewJSONDecoder().decode(RepeatNilCheck.self, from: Array("[1, 2, 3]".utf8))
        #expect(try coders.encoder.encode(SuperEncoding()) == coders.foundationEncoder.encode(SuperEncoding()))
        #expect(
            String(decoding: try coders.encoder.encode(SuperEncoding()), as: UTF8.self)
                == #"{"firstSuper":"First","secondSuper":"Second","unkeyed":[0,"First","Second"]}"#)
        // SR-6078: an error thrown below a super encoder leaves no broken state behind.
        struct Wrapper<T: Encodable>: Encodable {
            let value: T
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                var nested = container.superEncoder().unkeyedContainer()
                try nested.encode(value)
            }
        }
        coders.encodeFails(Wrapper(value: [Float.infinity]))
    }

    /// `testDelayedDecoding`: a container or the top-level decoder used after `decode` returned.
    struct DelayedContainer: Decodable {
        var container: any UnkeyedDecodingContainer
        init(from decoder: any Decoder) throws { container = try decoder.unkeyedContainer() }
        var value: Int {
            get throws {
                var copy = container
                return try copy.decode(Int.self)
            }
        }
    }

    struct DelayedDecoder: Decodable {
        var decoder: any Decoder
        init(from decoder: any Decoder) throws { self.decoder = decoder }
        var value: Int {
            get throws {
                var unkeyed = try decoder.unkeyedContainer()
                return try unkeyed.decode(Int.self)
            }
        }
    }

    @Test func delayedDecoding() throws {
        #expect(try JSONDecoder().decode(DelayedContainer.self, from: Data("[42]".utf8)).value == 42)
        #expect(try CurlewJSONDecoder().decode(DelayedContainer.self, from: Array("[42]".utf8)).value == 42)
        #expect(try JSONDecoder().decode(DelayedDecoder.self, from: Data("[42]".utf8)).value == 42)
        #expect(try CurlewJSONDecoder().decode(DelayedDecoder.self, from: Array("[42]".utf8)).value == 42)
    }

    /// `test_valueNotFoundError`: a missing key's super decoder throws `valueNotFound` for a value.
    struct ValueNotFound: Decodable {
        let a: Bool
        let nope: String?
        enum CodingKeys: String, CodingKey { case a, nope }
        init(from decoder: any Decoder) throws {
            let keyed = try decoder.container(keyedBy: CodingKeys.self)
            a = try keyed.decode(Bool.self, forKey: .a)
            do {
                nope = try keyed.superDecoder(forKey: .nope).singleValueContainer().decode(String.self)
            } catch DecodingError.valueNotFound {
                nope = nil
            }
        }
    }

    @Test func valueNotFoundFromAMissingKeysSuperDecoder() throws {
        #expect(try JSONDecoder().decode(ValueNotFound.self, from: Data(#"{"a":true}"#.utf8)).nope == nil)
        #expect(try CurlewJSONDecoder().decode(ValueNotFound.self, from: Array(#"{"a":true}"#.utf8)).nope == nil)
    }

    @Test func nestingDepthLimit() throws {
        struct SuperNestedArray: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                while container.count! > 0 { container = try container.nestedUnkeyedContainer() }
            }
        }
        let good = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        let bad = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        _ = try JSONDecoder().decode(SuperNestedArray.self, from: Data(good.utf8))
        _ = try CurlewJSONDecoder().decode(SuperNestedArray.self, from: Array(good.utf8))
        Coders().decodeFails(SuperNestedArray.self, bad)
    }
}

/// A value behind a lock, for the closures strategies call.
final class Locked<Value>: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
