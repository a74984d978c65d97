// The decoding oracle's harness (scripts/oracle.sh appends the calls for one document's types).
import CurlewJSON
import Foundation

/// Decodes `T` through its Codable conformance only (CurlewJSONDecoder then takes its Codable path).
struct CodableOnly<T: Decodable>: Decodable {
    let value: T
    init(from decoder: any Decoder) throws { value = try T(from: decoder) }
}

func decoder() -> CurlewJSONDecoder {
    var decoder = CurlewJSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
}

func encoder() -> CurlewJSONEncoder {
    var encoder = CurlewJSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
}

/// Two strings that both read as the same date, UUID or URL.
func sameSpelledValue(_ left: String, _ right: String) -> Bool {
    let quoted = { (text: String) in Array(try! CurlewJSONEncoder().encode(text)) }
    if let first = try? decoder().decode(Date.self, from: quoted(left)),
        let second = try? decoder().decode(Date.self, from: quoted(right))
    {
        return first == second
    }
    if let first = UUID(uuidString: left), let second = UUID(uuidString: right) { return first == second }
    if let first = URL(string: left), let second = URL(string: right) { return first.absoluteString == second.absoluteString }
    return false
}

/// JSON equal up to the documented normalisations.
func same(_ left: JSONValue, _ right: JSONValue) -> Bool {
    switch (left, right) {
    case (.number(let first), .number(let second)):
        if first == second || (Double(first) != nil && Double(first) == Double(second)) { return true }
        // A `format: float` field: the value written back is a Float (at most 9 significant digits), and the
        // instance rounds to it.
        guard let written = Float(first), let drawn = Float(second) else { return false }
        let mantissa = first.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber).drop { $0 == "0" }
        return mantissa.count <= 9 && written == drawn
    case (.string(let first), .string(let second)):
        return first == second || sameSpelledValue(first, second)
    case (.array(let first), .array(let second)):
        return first.count == second.count && zip(first, second).allSatisfy { same($0, $1) }
    case (.object(let first), .object(let second)):
        let firstMembers = first.filter { $0.value != .null }
        let secondMembers = second.filter { $0.value != .null }
        guard firstMembers.count == secondMembers.count else { return false }
        return firstMembers.allSatisfy { member in
            secondMembers.contains { $0.key == member.key && same($0.value, member.value) }
        }
    default:
        return left == right
    }
}

var failuresShown = 0

@MainActor func report(_ name: String, _ line: Substring, _ problem: String) {
    failuresShown += 1
    guard failuresShown <= 12 else { return }
    print("  FAIL \(name): \(problem.prefix(300))\n    instance: \(line.prefix(300))")
}

/// (passed, total) for the instances of one type.
@MainActor func check<T: Codable & JSONDecodable & Equatable>(_ type: T.Type, _ name: String, _ folder: URL) -> (String, Int, Int) {
    guard let text = try? String(contentsOf: folder.appendingPathComponent(name + ".jsonl"), encoding: .utf8) else {
        return (name, 0, 0)
    }
    let expectedText = try? String(
        contentsOf: folder.appendingPathComponent(name + ".expected.jsonl"), encoding: .utf8)
    let expectedLines = expectedText?.split(separator: "\n") ?? []
    var passed = 0
    var total = 0
    for (index, line) in text.split(separator: "\n").enumerated() {
        let expected = index < expectedLines.count ? expectedLines[index] : line
        total += 1
        do {
            let fast = try decoder().decode(T.self, from: Array(line.utf8))
            let codable = try decoder().decode(CodableOnly<T>.self, from: Array(line.utf8)).value
            guard fast == codable else {
                report(name, line, "the reader and Codable decode different values")
                continue
            }
            let written = try JSONValue(parsing: Array(try encoder().encode(fast)))
            guard same(written, try JSONValue(parsing: Array(expected.utf8))) else {
                report(name, line, "encodes back as \(written)")
                continue
            }
            passed += 1
        } catch {
            report(name, line, "\(error)")
        }
    }
    return (name, passed, total)
}

func summarize(_ results: [(String, Int, Int)]) {
    let passed = results.map(\.1).reduce(0, +)
    let total = results.map(\.2).reduce(0, +)
    let clean = results.filter { $0.2 > 0 && $0.1 == $0.2 }.count
    print("  schemas: \(results.count), all instances pass: \(clean); instances: \(passed)/\(total) pass")
    for (name, passed, total) in results where passed < total {
        print("  \(name): \(passed)/\(total)")
    }
}
