import Foundation
import Testing

@testable import CurlewJSON

/// A key encoded again replaces its value, in objects small enough for the key-mark mask and in ones large enough
/// for hashed positions (`EncodedObject.hashedFrom`), as Foundation's encoder does.
@Suite struct EncoderRepeatedKeyTests {
    /// Encodes `count` keys `k0`… with their index, then each key in `repeated` again with a string.
    struct ManyKeys: Encodable {
        let count: Int
        let repeated: [Int]
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONCodingKey.self)
            for index in 0..<count {
                try container.encode(index, forKey: JSONCodingKey(stringValue: "k\(index)"))
            }
            for index in repeated {
                try container.encode("again \(index)", forKey: JSONCodingKey(stringValue: "k\(index)"))
            }
        }
    }

    @Test(arguments: [1, 3, 16, 40, 47, 48, 49, 200])
    func aRepeatedKeyKeepsOneMemberWithTheLastValue(count: Int) throws {
        let repeated = Array(Set([0, count / 2, count - 1]))
        let value = ManyKeys(count: count, repeated: repeated)
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        var curlew = CurlewJSONEncoder()
        curlew.outputFormatting = .sortedKeys
        #expect(try curlew.encode(value) == foundation.encode(value))
        // Unsorted, each member stays where it was first encoded.
        let object = try JSONValue(parsing: CurlewJSONEncoder().encode(value))
        guard case .object(let members) = object else {
            Issue.record("expected an object, got \(object)")
            return
        }
        #expect(members.count == count)
        #expect(members.map(\.key) == (0..<count).map { "k\($0)" })
        for index in repeated {
            #expect(members["k\(index)"] == .string("again \(index)"))
        }
    }

    @Test func aNestedContainerAskedForAgainInALargeObjectContinuesTheFirst() throws {
        struct Nested: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: JSONCodingKey.self)
                // k7 is left for the nested container: replacing a value with a container traps in Foundation.
                for index in 0..<60 where index != 7 {
                    try container.encode(index, forKey: JSONCodingKey(stringValue: "k\(index)"))
                }
                var first = container.nestedContainer(
                    keyedBy: JSONCodingKey.self, forKey: JSONCodingKey(stringValue: "k7"))
                try first.encode(1, forKey: JSONCodingKey(stringValue: "a"))
                var second = container.nestedContainer(
                    keyedBy: JSONCodingKey.self, forKey: JSONCodingKey(stringValue: "k7"))
                try second.encode(2, forKey: JSONCodingKey(stringValue: "b"))
            }
        }
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        var curlew = CurlewJSONEncoder()
        curlew.outputFormatting = .sortedKeys
        let ours = String(decoding: try curlew.encode(Nested()), as: UTF8.self)
        #expect(ours.contains(#""k7":{"a":1,"b":2}"#))
        #expect(ours == String(decoding: try foundation.encode(Nested()), as: UTF8.self))
    }
}
