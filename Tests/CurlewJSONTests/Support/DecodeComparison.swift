import Foundation
import Testing

@testable import CurlewJSON

/// What happened when one input went through Foundation's `JSONDecoder` and `CurlewJSONDecoder` as the same type,
/// for tables of ported cases that state, per input, which of these they expect.
enum DecodeOutcome: Equatable, Sendable, CustomStringConvertible {
    /// Both decoded, to equal values.
    case same
    /// Both decoded, to different values (never expected: a bug in one of them).
    case different(String)
    /// Both threw a `DecodingError`.
    case bothFail
    /// Foundation decoded; Curlew refused with its documented strict error (`DecodingError.dataCorrupted` carrying a
    /// `.syntax` `JSONError`): JSON5 beyond comments, trailing commas, a BOM, UTF-16 or UTF-32 (README table).
    case foundationOnly
    /// Foundation decoded; Curlew threw something other than its documented strict error (never expected).
    case foundationOnlyOther(String)
    /// Curlew decoded what Foundation refused (never expected).
    case curlewOnly(String)

    var description: String {
        switch self {
        case .same: "same value"
        case .different(let detail): "different values: \(detail)"
        case .bothFail: "both fail"
        case .foundationOnly: "Foundation decodes, Curlew refuses (documented)"
        case .foundationOnlyOther(let detail): "Foundation decodes, Curlew throws \(detail)"
        case .curlewOnly(let detail): "Curlew decodes \(detail), Foundation fails"
        }
    }

    /// Decodes `bytes` as `T` with both decoders and says how they compare.
    static func of<T: Decodable & Equatable>(
        _ type: T.Type, _ bytes: [UInt8], foundation: JSONDecoder, curlew: CurlewJSONDecoder
    ) -> DecodeOutcome {
        let theirs = Result { try foundation.decode(T.self, from: Data(bytes)) }
        let ours = Result { try curlew.decode(T.self, from: bytes) }
        switch (theirs, ours) {
        case (.success(let a), .success(let b)):
            return a == b ? .same : .different("Foundation \(a), Curlew \(b)")
        case (.failure(let a), .failure(let b)):
            return a is DecodingError && b is DecodingError ? .bothFail : .different("errors \(a) and \(b)")
        case (.success, .failure(let error)):
            if case .dataCorrupted = error as? DecodingError, JSONError(error)?.kind == .syntax {
                return .foundationOnly
            }
            return .foundationOnlyOther("\(error)")
        case (.failure, .success(let value)):
            return .curlewOnly("\(value)")
        }
    }
}

/// The Swift type a ported case decodes its input as (the originals' `type:` arguments).
enum DecodeShape: Sendable {
    case int, uint, double, bool, string, null
    case bools, optionalBools, nulls, strings, floats, doubles
    case stringMap, boolMap, intMap, optionalStringMap, floatMap

    /// Decodes `json` as this shape with both decoders.
    func outcome(_ json: String, foundation: JSONDecoder, curlew: CurlewJSONDecoder) -> DecodeOutcome {
        outcome(Array(json.utf8), foundation: foundation, curlew: curlew)
    }

    /// Decodes `bytes` as this shape with both decoders.
    func outcome(_ bytes: [UInt8], foundation: JSONDecoder, curlew: CurlewJSONDecoder) -> DecodeOutcome {
        func run<T: Decodable & Equatable>(_ type: T.Type) -> DecodeOutcome {
            DecodeOutcome.of(type, bytes, foundation: foundation, curlew: curlew)
        }
        switch self {
        case .int: return run(Int.self)
        case .uint: return run(UInt.self)
        case .double: return run(AnyDouble.self)
        case .bool: return run(Bool.self)
        case .string: return run(String.self)
        case .null: return run(NullReader.self)
        case .bools: return run([Bool].self)
        case .optionalBools: return run([Bool?].self)
        case .nulls: return run([NullReader].self)
        case .strings: return run([String].self)
        case .floats: return run([Float].self)
        case .doubles: return run([Double].self)
        case .stringMap: return run([String: String].self)
        case .boolMap: return run([String: Bool].self)
        case .intMap: return run([String: Int].self)
        case .optionalStringMap: return run([String: String?].self)
        case .floatMap: return run([String: Float].self)
        }
    }
}

/// A `Double` that equals another when both are NaN (the JSON5 tables read `NaN`).
struct AnyDouble: Decodable, Equatable, CustomStringConvertible {
    var value: Double
    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Double.self) }
    static func == (lhs: AnyDouble, rhs: AnyDouble) -> Bool {
        lhs.value == rhs.value && lhs.value.sign == rhs.value.sign || lhs.value.isNaN && rhs.value.isNaN
    }
    var description: String { "\(value)" }
}

/// Decodes only `null` (the originals' `NullReader`).
struct NullReader: Decodable, Equatable {
    init(from decoder: any Decoder) throws {
        guard try decoder.singleValueContainer().decodeNil() else {
            throw DecodingError.typeMismatch(
                NullReader.self, .init(codingPath: decoder.codingPath, debugDescription: "expected null"))
        }
    }
}

/// Foundation's decoder and Curlew's with JSON5 on (and, if asked, a top-level dictionary assumed).
func json5Decoders(assumingDictionary: Bool = false) -> (JSONDecoder, CurlewJSONDecoder) {
    let foundation = JSONDecoder()
    foundation.allowsJSON5 = true
    foundation.assumesTopLevelDictionary = assumingDictionary
    var curlew = CurlewJSONDecoder()
    curlew.allowsJSON5 = true
    curlew.assumesTopLevelDictionary = assumingDictionary
    return (foundation, curlew)
}
