import Testing

@_spi(Generated) @testable import CurlewJSON

/// `JSONKeys` matches keys byte for byte, whatever their length or shared prefixes.
@Suite struct JSONKeysTests {
    private let keys = JSONKeys([
        "", "id", "abcdefgh", "abcdefghi", "abcdefghj", "created_at", "créé", "a\u{0}b", "abcdefghijklmnop",
        "abcdefghijklmnopq", "0123456789abcdefghijklmnopqrstuvwxyz",
    ])

    private func positions(_ json: String) throws -> [Int] {
        try CurlewJSONDecoder().withReader(from: Array(json.utf8)) { reader in
            var found: [Int] = []
            try reader.beginObject()
            while let position = try reader.nextKey(in: keys) {
                found.append(position)
                try reader.skipValue()
            }
            return found
        }
    }

    @Test func everyKeyIsFoundAtItsPosition() throws {
        let json = #"{"created_at":1,"abcdefghj":2,"abcdefghi":3,"abcdefgh":4,"id":5,"":6,"créé":7,"a\u0000b":8}"#
        #expect(try positions(json) == [5, 4, 3, 2, 1, 0, 6, 7])
        let long = #"{"0123456789abcdefghijklmnopqrstuvwxyz":1,"abcdefghijklmnopq":2,"abcdefghijklmnop":3}"#
        #expect(try positions(long) == [10, 9, 8])
        // Short keys with fewer than eight bytes left in the input after them (read byte by byte).
        #expect(try positions(#"{"":1,"id":2}"#) == [0, 1])
        #expect(try positions(#"{"id":{}}"#) == [1])
    }

    @Test func nearMissesAreUnknown() throws {
        let json = #"{"abcdefg":1,"abcdefghk":2,"abcdefghij":3,"i":4,"idx":5,"created_au":6,"cree":7,"a":8,"ab":9}"#
        #expect(try positions(json) == Array(repeating: JSONKeys.unknown, count: 9))
        // Long keys that differ only in the middle, the first or the last eight bytes.
        let long =
            #"{"0123456789abcdefghijklmnopqrstuvwxyZ":1,"0123456789abcdefghiJklmnopqrstuvwxyz":2,"abcdefghXjklmnopq":3,"#
            + #""abcdefghijklmnoq":4,"Abcdefghijklmnop":5,"abcdefghijklmnopqr":6,"idid":7}"#
        #expect(try positions(long) == Array(repeating: JSONKeys.unknown, count: 7))
        #expect(keys.count == 11)
    }
}
