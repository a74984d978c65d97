import Testing

@testable import CurlewJSON

/// The `JSONError` locating the failure `body` threw: `CurlewJSONDecoder`'s Codable path throws Foundation's
/// `DecodingError` cases, each carrying one as its underlying error.
func decodingFailure<R>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> R
) throws -> JSONError {
    let error = try #require(throws: DecodingError.self, sourceLocation: sourceLocation) { _ = try body() }
    return try #require(JSONError(error), sourceLocation: sourceLocation)
}
