// libFuzzer target over CurlewJSON's parser, decoders and streams. Built by scripts/fuzz-json.sh together with
// Sources/CurlewJSON in one module (so no `import CurlewJSON`), with `-sanitize=fuzzer,address`.
//
// Beyond "no crash, no hang, no memory error", it checks that every way in agrees on the verdict and the values:
// whole document vs. two chunks vs. the Codable decoder vs. the reader, and that what the encoder writes parses
// back to an equal value.
import Foundation

/// A model touching the scalar kinds, optionals, nesting and a dictionary, through Codable.
struct FuzzModel: Decodable, Equatable {
    var a: Int64?
    var b: [Double]?
    var c: String?
    var d: [String: FuzzModel]?
    var e: Bool?
    var f: Decimal?
    var g: UInt8?
}

/// The same model through the reader.
struct FuzzFast: JSONDecodable, Equatable {
    var a: Int64?
    var b: [Double]?
    var c: String?
    var d: [String: FuzzFast]?
    var e: Bool?
    var f: Decimal?
    var g: UInt8?

    static let keys = JSONKeys(["a", "b", "c", "d", "e", "f", "g"])

    init(from reader: inout JSONReader) throws {
        try reader.beginObject()
        while let key = try reader.nextKey(in: Self.keys) {
            switch key {
            case 0: a = try reader.readOptional(Int64.self)
            case 1: b = try reader.readOptional([Double].self)
            case 2: c = try reader.readOptional(String.self)
            case 3: d = try reader.readOptional([String: FuzzFast].self)
            case 4: e = try reader.readOptional(Bool.self)
            case 5: f = try reader.readOptional(Decimal.self)
            case 6: g = try reader.readOptional(UInt8.self)
            default: try reader.skipValue()
            }
        }
    }
}

/// The entry point libFuzzer calls with each input; traps when two ways in disagree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = try? JSONValue(parsing: input)

    // Two chunks, split where the first byte says: same verdict as the whole document.
    let split = input.isEmpty ? 0 : Int(input[0]) % (input.count + 1)
    let parser = JSONParser()
    let chunked = Result {
        try parser.feed(input[..<split])
        try parser.feed(input[split...])
        try parser.finish()
    }
    check(((try? chunked.get()) != nil) == (whole != nil), "chunked parse disagrees")

    // The Codable decoder over a JSONValue, and one that reads nothing: same verdict.
    let decoded = try? CurlewJSONDecoder().decode(JSONValue.self, from: input)
    check(decoded == whole, "decoder's JSONValue differs")

    // Models: the Codable path and the reader agree on success and values.
    let model = try? CurlewJSONDecoder().decode(FuzzModel.self, from: input)
    let fast = try? CurlewJSONDecoder().decode(FuzzFast.self, from: input)
    // Duplicate keys are the one documented difference: the Codable path reads the first, the reader the last.
    let comparable = whole.map { !hasDuplicateKeys($0) } ?? true
    check(!comparable || (model == nil) == (fast == nil), "reader and Codable disagree")
    if let model, let fast, comparable {
        check(model.a == fast.a && model.c == fast.c && model.e == fast.e && model.g == fast.g, "values differ")
    }

    // Streams: elements of a top-level array and of `$.a`, in two chunks; lines.
    for path in ["$", "$.a"] {
        if let elements = try? JSONElementDecoder(of: JSONValue.self, at: path) {
            _ = try? elements.feed(input[..<split])
            _ = try? elements.feed(input[split...])
            _ = try? elements.finish()
        }
    }
    let lines = JSONLinesDecoder(of: JSONValue.self)
    _ = try? lines.feed(input[..<split])
    _ = try? lines.feed(input[split...])
    _ = try? lines.finish()

    // What the encoder writes parses back to an equal value.
    if let whole, let encoded = try? CurlewJSONEncoder().encode(whole) {
        let back = try? JSONValue(parsing: encoded)
        check(back == whole, "encode → parse round trip differs")
    }
    return 0
}

/// Whether any object in `value` repeats a key.
func hasDuplicateKeys(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let object):
        return Set(object.keys).count != object.count || object.contains { hasDuplicateKeys($0.value) }
    case .array(let elements):
        return elements.contains { hasDuplicateKeys($0) }
    default:
        return false
    }
}

/// Stops with `message` (kept in optimized builds, unlike `precondition`'s) when `condition` fails.
func check(_ condition: Bool, _ message: String) {
    if !condition { fatalError(message) }
}
