/// A `CurlewJSONDecoder`'s settings, immutable and shared by the decoder's copies (a new one per change).
final class DecoderSettings: Sendable {
    /// The settings' values, as the decoder's properties show them.
    struct Values: Sendable {
        var dateDecodingStrategy: CurlewJSONDecoder.DateDecodingStrategy = .deferredToDate
        var keyDecodingStrategy: CurlewJSONDecoder.KeyDecodingStrategy = .useDefaultKeys
        var dataDecodingStrategy: CurlewJSONDecoder.DataDecodingStrategy = .base64
        var nonConformingFloatDecodingStrategy: CurlewJSONDecoder.NonConformingFloatDecodingStrategy = .throw
        var userInfo: [CodingUserInfoKey: any Sendable] = [:]
        var parsingOptions = JSONParser.Options()
        var allowsJSON5 = false
        var assumesTopLevelDictionary = false
    }

    /// Foundation's defaults, shared by every decoder made with `init()` until it changes one.
    static let defaults = DecoderSettings(Values())

    let values: Values

    init(_ values: Values) { self.values = values }
}
