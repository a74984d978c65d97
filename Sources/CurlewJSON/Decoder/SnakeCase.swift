import Foundation

/// Marks `[String: V]`, whose keys the key strategies leave alone, as Foundation's coders do.
protocol StringKeyedDictionary {}

extension Dictionary: StringKeyedDictionary where Key == String {}

/// The key conversions of Foundation's `convertFromSnakeCase` / `convertToSnakeCase`, rule for rule.
enum SnakeCase {
    /// `first_name` → `firstName`; leading and trailing underscores stay; a key without inner underscores is kept.
    static func toCamelCase(_ key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "_")) else { return key }
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        let last = key.lastIndex(where: { $0 != "_" })!
        let middle = key[first...last]
        let words = middle.split(separator: "_")
        guard words.count > 1 else { return key }
        var result = String(key[..<first]) + words[0].lowercased()
        for word in words.dropFirst() {
            // Foundation's `capitalized`, as its coders use: a letter after a digit starts a word too (`2x` → `2X`).
            result += word.capitalized
        }
        return result + key[key.index(after: last)...]
    }

    /// `myURLProperty` → `my_url_property`: words start at capitals, an acronym ends before its last capital when a
    /// lowercase letter follows.
    static func toSnakeCase(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        let characters = Array(key)
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        while let upper = (searchStart..<characters.count).first(where: { characters[$0].isUppercase }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<characters.count).first(where: { characters[$0].isLowercase }) else {
                wordStart = upper
                searchStart = characters.count
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<lower - 1)
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<characters.count)
        return words.map { String(characters[$0]).lowercased() }.joined(separator: "_")
    }
}
