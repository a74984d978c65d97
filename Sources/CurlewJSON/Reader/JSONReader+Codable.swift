import Foundation

extension JSONReader {
    /// Decodes a `JSONDecodable` value through any Codable `decoder`: the one decoding path that generated models'
    /// `init(from decoder:)` share with their reader, so a model carries one decoder, not two.
    ///
    /// Under `CurlewJSONDecoder` (a model inside a hand-written `Decodable` type) the reader stands on the
    /// decoder's own value: no copy, its strategies and `userInfo`. Under any other decoder (Foundation's
    /// `JSONDecoder`) the value is taken as a `JSONValue` (exact number text, key order), written back as JSON and
    /// read with ``foreignDecoder``: that decoder's strategies cannot be read, so dates are the RFC 3339 text an
    /// OpenAPI `date-time` is, whatever its `dateDecodingStrategy` (a number is an error, never a misread date), data
    /// is base64 and keys are the spec's. Failures are `DecodingError`s whose coding path starts at `decoder`'s.
    public static func decode<T: JSONDecodable>(_ type: T.Type, from decoder: any Decoder) throws -> T {
        if let tapeDecoder = decoder as? TapeDecoder {
            let index = tapeDecoder.index
            var path = "$"
            for key in tapeDecoder.codingPath {
                if let position = key.intValue {
                    JSONPath.appendIndex(position, to: &path)
                } else {
                    JSONPath.appendKey(key.stringValue, to: &path)
                }
            }
            do {
                try tapeDecoder.tape.ensureComplete(index)
                var reader = JSONReader(tape: tapeDecoder.tape, options: tapeDecoder.options, at: index, path: path)
                return try T(from: &reader)
            } catch let error as JSONError {
                throw DecodingError(readerError: error)
            }
        }
        let value = try decoder.singleValueContainer().decode(JSONValue.self)
        do {
            return try foreignDecoder.decode(T.self, from: Array(value.description.utf8))
        } catch let error as DecodingError {
            throw error.prefixed(by: decoder.codingPath)
        } catch let error as JSONError {
            throw DecodingError(readerError: error).prefixed(by: decoder.codingPath)
        }
    }

    /// How ``decode(_:from:)`` reads a model under a decoder other than CurlewJSON's: dates as ISO 8601 (RFC 3339)
    /// text, as generated clients send and read them; everything else as the defaults.
    static let foreignDecoder: CurlewJSONDecoder = {
        var decoder = CurlewJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

extension DecodingError {
    /// The same error with `prefix` before its coding path (an error from a nested decode, told from the outside).
    func prefixed(by prefix: [any CodingKey]) -> DecodingError {
        guard !prefix.isEmpty else { return self }
        func moved(_ context: Context) -> Context {
            Context(
                codingPath: prefix + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let context): return .typeMismatch(type, moved(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, moved(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, moved(context))
        case .dataCorrupted(let context): return .dataCorrupted(moved(context))
        @unknown default: return self
        }
    }
}
