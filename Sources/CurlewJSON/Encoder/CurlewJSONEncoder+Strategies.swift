import Foundation

extension CurlewJSONEncoder {
    /// How `Data` values are written.
    public enum DataEncodingStrategy: Sendable {
        /// A base64 string (Foundation's default).
        case base64
        /// The way `Data` encodes itself: an array of byte values.
        case deferredToData
        /// A closure that writes the data to the encoder (nothing written means `{}`, as in Foundation).
        case custom(@Sendable (Data, any Encoder) throws -> Void)
    }

    /// How `Double` and `Float` infinities and NaN are written: JSON has no numbers for them.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// Encoding them throws `EncodingError.invalidValue` (Foundation's default).
        case `throw`
        /// They are written as these strings, which ``CurlewJSONDecoder``'s
        /// ``CurlewJSONDecoder/NonConformingFloatDecodingStrategy/convertFromString(positiveInfinity:negativeInfinity:nan:)``
        /// with the same strings reads back.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}
