/// A type in the IR: a built-in scalar, a model or enum by name, or a container of those.
package indirect enum TypeRef: Sendable, Hashable, CustomStringConvertible {
    /// A built-in scalar type.
    case builtin(BuiltinType)
    /// A model or enum declared in the spec.
    case named(String)
    /// `T?`.
    case optional(TypeRef)
    /// `[T]`.
    case array(TypeRef)
    /// `[String: T]`.
    case dictionary(TypeRef)

    /// The spec spelling (`[String: Pet]?`).
    package var description: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .named(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        }
    }

    /// The type without one level of `?`, and whether there was one.
    var unwrapped: (type: TypeRef, optional: Bool) {
        if case .optional(let wrapped) = self { (wrapped, true) } else { (self, false) }
    }
}

/// The scalar types a spec may name.
package enum BuiltinType: String, Sendable, Hashable, CaseIterable {
    /// `Swift.String`.
    case string = "String"
    /// `Swift.Bool`.
    case bool = "Bool"
    /// `Swift.Int`.
    case int = "Int"
    /// `Swift.Int32`.
    case int32 = "Int32"
    /// `Swift.Int64`.
    case int64 = "Int64"
    /// `Swift.UInt64`.
    case uint64 = "UInt64"
    /// `Swift.Double`.
    case double = "Double"
    /// `Swift.Float`.
    case float = "Float"
    /// `Foundation.Decimal`.
    case decimal = "Decimal"
    /// `Foundation.Date` (ISO 8601 on the wire).
    case date = "Date"
    /// `Curlew.CalendarDate`: a day without time or time zone (`"2024-05-06"` on the wire; OpenAPI's
    /// `format: date`).
    case calendarDate = "CalendarDate"
    /// `Foundation.URL`.
    case url = "URL"
    /// `Foundation.UUID`.
    case uuid = "UUID"
    /// `Foundation.Data` (base64 on the wire).
    case data = "Data"
    /// `CurlewJSON.JSONValue`: any JSON.
    case json = "JSON"

    /// The fully qualified Swift spelling.
    var swiftName: String {
        switch self {
        case .string: "Swift.String"
        case .bool: "Swift.Bool"
        case .int: "Swift.Int"
        case .int32: "Swift.Int32"
        case .int64: "Swift.Int64"
        case .uint64: "Swift.UInt64"
        case .double: "Swift.Double"
        case .float: "Swift.Float"
        case .decimal: "Foundation.Decimal"
        case .date: "Foundation.Date"
        case .calendarDate: "Curlew.CalendarDate"
        case .url: "Foundation.URL"
        case .uuid: "Foundation.UUID"
        case .data: "Foundation.Data"
        case .json: "CurlewJSON.JSONValue"
        }
    }
}
