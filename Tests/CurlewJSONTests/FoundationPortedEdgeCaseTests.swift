import Foundation
import Testing

@testable import CurlewJSON

/// Edge cases of swift-foundation's `Tests/FoundationEssentialsTests/JSONEncoderTests.swift` (Apache 2.0 with
/// Runtime Library Exception; inputs and expectations rewritten for swift-testing): repeated keys, failures
/// that must leave the coders usable, garbage after fragments, non-finite dates, and inputs that only a JSON5
/// reader could take. Each case runs through Foundation's coders and Curlew's in the same test.
@Suite struct FoundationPortedEdgeCaseTests {
    /// `testRedundantKeys`: the last value encoded for a key wins, whether a value, a nested container or a super
    /// encoder held it before.
    struct RedundantEncoding: Encodable {
        enum ReplacedType: CaseIterable { case value, keyedContainer, unkeyedContainer }
        let replacedType: ReplacedType
        let useSuperEncoder: Bool
        enum CodingKeys: String, CodingKey { case key }
        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            switch replacedType {
            case .value: try keyed.encode(0, forKey: .key)
            case .keyedContainer: _ = keyed.nestedContainer(keyedBy: CodingKeys.self, forKey: .key)
            case .unkeyedContainer: _ = keyed.nestedUnkeyedContainer(forKey: .key)
            }
            if useSuperEncoder {
                var single = keyed.superEncoder(forKey: .key).singleValueContainer()
                try single.encode(42)
            } else {
                try keyed.encode(42, forKey: .key)
            }
        }
    }

    @Test(arguments: RedundantEncoding.ReplacedType.allCases, [false, true])
    func theLastValueEncodedForAKeyWins(replaced: RedundantEncoding.ReplacedType, superEncoder: Bool) throws {
        let value = RedundantEncoding(replacedType: replaced, useSuperEncoder: superEncoder)
        let theirs = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let ours = String(decoding: try CurlewJSONEncoder().encode(value), as: UTF8.self)
        #expect(theirs == #"{"key":42}"#)
        #expect(ours == theirs)
    }

    /// Asks for a super encoder of an unkeyed container, then a container in it, and encodes `value` there: the
    /// encoder must throw `value`'s error cleanly (Foundation once crashed on its container stack).
    struct ReferencingEncoderWrapper<T: Encodable>: Encodable {
        let value: T
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            var nested = container.superEncoder().unkeyedContainer()
            try nested.encode(value)
        }
    }

    enum CustomError: Error { case foo }

    @Test func anErrorInsideASuperEncoderIsThrownNotACrash() throws {
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(ReferencingEncoderWrapper(value: [Float.infinity]))
        }
        #expect(throws: EncodingError.self) {
            try CurlewJSONEncoder().encode(ReferencingEncoderWrapper(value: [Float.infinity]))
        }
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .custom { _, encoder in
            _ = encoder.unkeyedContainer()
            throw CustomError.foo
        }
        foundation.dataEncodingStrategy = .custom { _, encoder in
            _ = encoder.unkeyedContainer()
            throw CustomError.foo
        }
        var curlew = CurlewJSONEncoder()
        curlew.dateEncodingStrategy = .custom { _, encoder in
            _ = encoder.unkeyedContainer()
            throw CustomError.foo
        }
        curlew.dataEncodingStrategy = .custom { _, encoder in
            _ = encoder.unkeyedContainer()
            throw CustomError.foo
        }
        #expect(throws: CustomError.self) { try foundation.encode(ReferencingEncoderWrapper(value: Date())) }
        #expect(throws: CustomError.self) { try curlew.encode(ReferencingEncoderWrapper(value: Date())) }
        #expect(throws: CustomError.self) { try foundation.encode(ReferencingEncoderWrapper(value: Data())) }
        #expect(throws: CustomError.self) { try curlew.encode(ReferencingEncoderWrapper(value: Data())) }
    }

    /// Reads `T` through a single value container (so the decoder's strategy for it applies), else an `Int`.
    enum ThisOrInt<T: Decodable & Equatable>: Decodable, Equatable {
        case this(T)
        case int(Int)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(T.self) {
                self = .this(value)
            } else {
                self = .int(try container.decode(Int.self))
            }
        }
    }

    /// `testDecoderStateThrowOnDecodeCustomDate`/`Data`: a strategy that throws leaves the decoder able to try the
    /// next reading of the same value.
    @Test func aThrowingStrategyLeavesTheDecoderUsable() throws {
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .custom { _ in throw CustomError.foo }
        foundation.dataDecodingStrategy = .custom { _ in throw CustomError.foo }
        var curlew = CurlewJSONDecoder()
        curlew.dateDecodingStrategy = .custom { _ in throw CustomError.foo }
        curlew.dataDecodingStrategy = .custom { _ in throw CustomError.foo }
        #expect(try foundation.decode(ThisOrInt<Date>.self, from: Data("1".utf8)) == .int(1))
        #expect(try curlew.decode(ThisOrInt<Date>.self, from: Array("1".utf8)) == .int(1))
        #expect(try foundation.decode(ThisOrInt<Data>.self, from: Data("1".utf8)) == .int(1))
        #expect(try curlew.decode(ThisOrInt<Data>.self, from: Array("1".utf8)) == .int(1))
        // The original's shape: `Date(from:)` itself ignores the strategy and reads the number.
        typealias DateOrInt = FoundationPortedTests.Either<Date, Int>
        let reference = Date(timeIntervalSinceReferenceDate: 1)
        #expect(try foundation.decode(DateOrInt.self, from: Data("1".utf8)) == .a(reference))
        #expect(try curlew.decode(DateOrInt.self, from: Array("1".utf8)) == .a(reference))
    }

    /// An error thrown by `init(from:)` itself reaches the caller from either container kind.
    struct ThrowsInKeyedInit: Decodable {
        enum CodingKeys: String, CodingKey { case checkedString }
        init(from decoder: any Decoder) throws {
            let string = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .checkedString)
            guard string == "foo" else { throw CustomError.foo }
        }
    }

    struct ThrowsInSingleValueInit: Decodable {
        init(from decoder: any Decoder) throws {
            guard try decoder.singleValueContainer().decode(String.self) == "foo" else { throw CustomError.foo }
        }
    }

    @Test func anErrorThrownByInitFromReachesTheCaller() throws {
        let json = #"{ "checkedString" : "baz" }"#
        #expect(throws: CustomError.self) { try JSONDecoder().decode(ThrowsInKeyedInit.self, from: Data(json.utf8)) }
        #expect(throws: CustomError.self) {
            try CurlewJSONDecoder().decode(ThrowsInKeyedInit.self, from: Array(json.utf8))
        }
        // A single value container over an object: both refuse it as a String, before the init's own check.
        FoundationPortedTests.Coders().decodeFails(ThrowsInSingleValueInit.self, json)
        #expect(throws: CustomError.self) {
            try JSONDecoder().decode(ThrowsInSingleValueInit.self, from: Data(#""baz""#.utf8))
        }
        #expect(throws: CustomError.self) {
            try CurlewJSONDecoder().decode(ThrowsInSingleValueInit.self, from: Array(#""baz""#.utf8))
        }
    }

    @Test(arguments: ["tru_", "fals_", "nul_", "true_", "nullx", "1x", "\"a\"b"])
    func aFragmentWithGarbageAfterItIsDataCorrupted(json: String) throws {
        for decode in [
            { _ = try JSONDecoder().decode(Bool?.self, from: Data(json.utf8)) },
            { _ = try CurlewJSONDecoder().decode(Bool?.self, from: Array(json.utf8)) },
        ] as [() throws -> Void] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            guard case .dataCorrupted = error else {
                Issue.record("expected dataCorrupted for \(json), got \(error)")
                continue
            }
        }
    }

    @Test func aSliceOfDataIsReadOnlyWithinItsBounds() throws {
        let full = Data("3.141596".utf8)
        #expect(try JSONDecoder().decode(Double.self, from: full[0..<4]) == 3.14)
        #expect(try CurlewJSONDecoder().decode(Double.self, from: full[0..<4]) == 3.14)
        #expect(try CurlewJSONDecoder().decode(Double.self, from: full[2..<6]) == 1415)
    }

    @Test func anInfiniteDateFailsUnderEveryNumericStrategy() {
        let dates = [Date(timeIntervalSince1970: .infinity)]
        let strategies: [(JSONEncoder.DateEncodingStrategy, CurlewJSONEncoder.DateEncodingStrategy)] = [
            (.deferredToDate, .deferredToDate), (.secondsSince1970, .secondsSince1970),
            (.millisecondsSince1970, .millisecondsSince1970),
        ]
        for (theirs, ours) in strategies {
            let foundation = JSONEncoder()
            foundation.dateEncodingStrategy = theirs
            var curlew = CurlewJSONEncoder()
            curlew.dateEncodingStrategy = ours
            #expect(throws: EncodingError.self) { try foundation.encode(dates) }
            #expect(throws: EncodingError.self) { try curlew.encode(dates) }
        }
        var iso = CurlewJSONEncoder()
        iso.dateEncodingStrategy = .iso8601
        #expect(throws: EncodingError.self) { try iso.encode(dates) }
    }

    /// `test_json5EsotericErrors` and `test_json5Null`: inputs that fail even for a JSON5 reader fail for both
    /// plain decoders too.
    @Test func truncatedOrMisspelledInputFailsInBoth() {
        let coders = FoundationPortedTests.Coders()
        for json in ["[", "[ ", "[\n\n", "['hi',", "['hi', ", "['hi',\n"] {
            coders.decodeFails([String].self, json)
        }
        for json in [
            "{", "{ ", "{k ", "{k :", "{k : ", "{k : true", "{k : true ", "{k : true\n\n", "{k : true  ",
            "{k : true   ",
        ] {
            coders.decodeFails([String: Bool].self, json)
        }
        for json in ["Null", "nul", "nu", "n", "n    ", "nu   "] {
            coders.decodeFails(Bool?.self, json)
        }
        for bytes in [[0x7B, 0x80], [0x7B, 0xC0], [0x7B, 0xE0, 0x80], [0x7B, 0xF0, 0x80, 0x80]] as [[UInt8]] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([String: Bool].self, from: Data(bytes)) }
            #expect(throws: DecodingError.self) { try CurlewJSONDecoder().decode([String: Bool].self, from: bytes) }
        }
    }
}
