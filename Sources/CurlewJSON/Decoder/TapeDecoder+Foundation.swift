import Foundation

/// The Foundation types JSON spells its own way: `Date` per strategy, `Data` as base64, `URL` as a string.
extension TapeDecoder {
    func decodeDate(at index: Int, node: PathNode?) throws -> Date {
        switch options.dateDecodingStrategy {
        case .deferredToDate:
            return try withValue(at: index, node: node) { try Date(from: self) }
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try unboxDouble(at: index, node: node, key: nil))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try unboxDouble(at: index, node: node, key: nil) / 1000)
        case .iso8601:
            let text = try unboxString(at: index, node: node, key: nil)
            guard let date = ISO8601.parse(text) else {
                throw corrupted(
                    "expected an ISO 8601 date, found \(tape.describe(at: index))", at: index, node: node, key: nil)
            }
            return date
        case .formatted(let formatter):
            let text = try unboxString(at: index, node: node, key: nil)
            guard let date = formatter.date(from: text) else {
                throw corrupted(
                    "expected a date in the formatter's format, found \(tape.describe(at: index))", at: index,
                    node: node,
                    key: nil)
            }
            return date
        case .custom(let read):
            return try withValue(at: index, node: node) { try read(self) }
        }
    }

    func decodeData(at index: Int, node: PathNode?) throws -> Data {
        switch options.dataDecodingStrategy {
        case .base64: break
        case .deferredToData: return try withValue(at: index, node: node) { try Data(from: self) }
        case .custom(let read): return try withValue(at: index, node: node) { try read(self) }
        }
        let text = try unboxString(at: index, node: node, key: nil)
        guard let data = Data(base64Encoded: text) else {
            throw corrupted("expected base64 data, found \(tape.describe(at: index))", at: index, node: node, key: nil)
        }
        return data
    }

    func decodeURL(at index: Int, node: PathNode?) throws -> URL {
        let text = try unboxString(at: index, node: node, key: nil)
        guard let url = URL(string: text) else {
            throw corrupted("expected a URL, found \(tape.describe(at: index))", at: index, node: node, key: nil)
        }
        return url
    }
}
