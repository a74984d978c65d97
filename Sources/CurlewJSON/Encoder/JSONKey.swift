/// A coding key that is just its string: the one key type of every generated model's `encode(to:)`, in place of a
/// `CodingKeys` enum per model (each enum is some 27 functions and witnesses for the compiler to emit).
///
/// ```swift
/// var container = encoder.container(keyedBy: JSONKey.self)
/// try container.encode(id, forKey: "id")
/// ```
public struct JSONKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The key as written in JSON.
    public let stringValue: String

    /// A key named `stringValue`.
    public init(_ stringValue: String) { self.stringValue = stringValue }

    /// A key named `stringValue` (never fails).
    public init(stringValue: String) { self.stringValue = stringValue }

    /// A key named by a string literal.
    public init(stringLiteral value: String) { stringValue = value }

    /// No integer keys: nil.
    public init?(intValue: Int) { nil }

    /// Always nil: JSON object keys are strings.
    public var intValue: Int? { nil }
}
