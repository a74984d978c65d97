import CurlewJSON
import Foundation
import Testing

/// The encoder's data, non-conforming float and formatted date strategies: Foundation's output, and read back by
/// `CurlewJSONDecoder` with the matching strategy.
@Suite struct EncoderStrategyTests {
    struct Sample: Codable, Equatable {
        var data: Data
        var value: Double
        var small: Float
        var when: Date
    }

    static let sample = Sample(
        data: Data([1, 2, 255]), value: .infinity, small: -.infinity, when: Date(timeIntervalSince1970: 86_400))

    static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }

    @Test func strategiesWriteWhatFoundationWrites() throws {
        var encoder = CurlewJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dataEncodingStrategy = .deferredToData
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        encoder.dateEncodingStrategy = .formatted(Self.formatter())
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys]
        foundation.dataEncodingStrategy = .deferredToData
        foundation.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        foundation.dateEncodingStrategy = .formatted(Self.formatter())
        let mine = String(decoding: try encoder.encode(Self.sample), as: UTF8.self)
        #expect(mine == #"{"data":[1,2,255],"small":"-Inf","value":"+Inf","when":"1970-01-02 00:00"}"#)
        #expect(try JSONValue(parsing: mine) == JSONValue(parsing: try foundation.encode(Self.sample)))
    }

    @Test func whatTheStrategiesWriteReadsBack() throws {
        var encoder = CurlewJSONEncoder()
        encoder.dataEncodingStrategy = .deferredToData
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        encoder.dateEncodingStrategy = .formatted(Self.formatter())
        var decoder = CurlewJSONDecoder()
        decoder.dataDecodingStrategy = .deferredToData
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        decoder.dateDecodingStrategy = .formatted(Self.formatter())
        #expect(try decoder.decode(Sample.self, from: encoder.encode(Self.sample)) == Self.sample)
        let nan = try decoder.decode([Double].self, from: encoder.encode([Double.nan, 2.5]))
        #expect(nan[0].isNaN && nan[1] == 2.5)
    }

    @Test func nonFiniteValuesStillThrowByDefault() throws {
        let error = #expect(throws: EncodingError.self) { try CurlewJSONEncoder().encode(Self.sample) }
        guard case .invalidValue(_, let context) = error else { return }
        #expect(context.codingPath.map(\.stringValue) == ["value"])
    }

    @Test func customDataStrategyWritesWhatTheClosureWrites() throws {
        var encoder = CurlewJSONEncoder()
        encoder.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.map { String($0, radix: 16) }.joined())
        }
        #expect(String(decoding: try encoder.encode(["d": Data([0xAB, 0x1])]), as: UTF8.self) == #"{"d":"ab1"}"#)
    }
}
