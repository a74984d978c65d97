import CurlewJSON
import Foundation

/// Structured values (objects, arrays, arrays of objects, unions, free-form objects) as the name/value pairs of an
/// `application/x-www-form-urlencoded` body or a query string, and as the one text of a path segment, header or
/// cookie. Generated clients call it for every value that is not a plain scalar or an array of scalars.
///
/// The value is first encoded to JSON with the client's encoder (so dates, enums, unions and optional members are
/// written exactly as in a JSON body), then flattened in a ``Style``:
///
/// ```swift
/// let pairs = try FormEncoding.pairs(name: "card", value: card, style: .deepObject, encoder: api.encoder)
/// // card[number]=4242…&card[exp][month]=12&card[tags][]=a&items[0][price]=x
/// ```
///
/// In every style an absent optional member is left out, and a JSON `null`, an empty array and an empty object
/// send the name with an empty value (`metadata=`): the explicit empty that form APIs read as "unset this field"
/// (a `nil` argument sends nothing at all).
public enum FormEncoding {
    /// How a structured value becomes pairs (OpenAPI's `style` and `explode` for a query parameter, or for a form
    /// field by the media type's `encoding`).
    public enum Style: Sendable, Hashable {
        /// The bracket convention: `a[b][c]=v`, `tags[]=x` for an array of scalars, `items[0][price]=x` for an
        /// array of anything else (OpenAPI's `deepObject`, extended to arrays and nesting as form APIs read it).
        case deepObject
        /// `form`, exploded: an array repeats the name (`tags=a&tags=b`), an object sends its members under their
        /// own names (`r=100&g=200`); deeper levels in brackets (`r[x]=1`).
        case formExploded
        /// An array's items (an object's names and values) joined into one value with `separator`: `,` for
        /// `form` not exploded, ` ` for `spaceDelimited`, `|` for `pipeDelimited`; deeper levels as JSON text.
        case joined(separator: String)
        /// A string as it is, any other value as its JSON text (`context={"ip":"1.2.3.4"}`); an array one pair
        /// per item, so. For values of no declared shape, which form APIs take as "stringified JSON".
        case jsonText
    }

    /// The pairs for `value`, encoded to JSON by `encoder` first, named from `name`.
    public static func pairs<Value: Encodable>(
        name: String, value: Value, style: Style, encoder: CurlewJSONEncoder
    ) throws -> [(String, String)] {
        pairs(name: name, json: try json(value, encoder: encoder), style: style)
    }

    /// The pairs for a JSON value, named from `name`.
    public static func pairs(name: String, json value: JSONValue, style: Style) -> [(String, String)] {
        var result: [(String, String)] = []
        switch (style, value) {
        case (.deepObject, _):
            appendBrackets(name, value, into: &result)
        case (.formExploded, .array(let items)) where !items.isEmpty:
            for (index, item) in items.enumerated() {
                if let scalar = scalarText(item) {
                    result.append((name, scalar))
                } else {
                    appendBrackets(name + "[\(index)]", item, into: &result)
                }
            }
        case (.formExploded, .object(let members)) where !members.isEmpty:
            for (key, member) in members {
                appendBrackets(key, member, into: &result)
            }
        case (.formExploded, _):
            appendBrackets(name, value, into: &result)
        case (.jsonText, .array(let items)):
            result += items.map { (name, $0.stringValue ?? $0.description) }
        case (.jsonText, _):
            result.append((name, value.stringValue ?? value.description))
        case (.joined(let separator), _):
            result.append(
                (name, joinedText(value, separator: separator, keySeparator: separator, encodingItem: { $0 })))
        }
        return result
    }

    /// The one text of a path segment, header or cookie value (OpenAPI's `simple` and `form` styles, not
    /// exploded, and `label` and `matrix` by their `prefix`): `prefix`, then a scalar's text, an array's items
    /// or an object's members (`name + keySeparator + value`, `keySeparator` defaulting to `separator`) joined
    /// with `separator`, anything nested deeper as its JSON text; each name and item passed through `encodingItem`
    /// (a percent-encoding), the prefix and separators not.
    public static func text<Value: Encodable>(
        _ value: Value, prefix: String = "", separator: String = ",", keySeparator: String? = nil,
        encoder: CurlewJSONEncoder, encodingItem: (String) -> String = { $0 }
    ) throws -> String {
        prefix
            + joinedText(
                try json(value, encoder: encoder), separator: separator, keySeparator: keySeparator ?? separator,
                encodingItem: encodingItem)
    }

    /// `value` as a JSON tree by `encoder` (a top-level scalar too).
    public static func json<Value: Encodable>(_ value: Value, encoder: CurlewJSONEncoder) throws -> JSONValue {
        if let value = value as? JSONValue { return value }
        return try JSONValue(parsing: encoder.encode(value))
    }

    /// A scalar's wire text (`true`, a number's JSON text, a string as it is); nil for null, arrays and objects.
    public static func scalarText(_ value: JSONValue) -> String? {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): text
        case .null, .array, .object: nil
        }
    }

    private static func appendBrackets(_ name: String, _ value: JSONValue, into result: inout [(String, String)]) {
        switch value {
        case .array(let items) where !items.isEmpty:
            let scalars = items.compactMap(scalarText)
            if scalars.count == items.count {
                result += scalars.map { (name + "[]", $0) }
            } else {
                for (index, item) in items.enumerated() {
                    appendBrackets(name + "[\(index)]", item, into: &result)
                }
            }
        case .object(let members) where !members.isEmpty:
            for (key, member) in members {
                appendBrackets(name + "[" + key + "]", member, into: &result)
            }
        default:
            result.append((name, scalarText(value) ?? ""))
        }
    }

    private static func joinedText(
        _ value: JSONValue, separator: String, keySeparator: String, encodingItem: (String) -> String
    ) -> String {
        func part(_ item: JSONValue) -> String {
            encodingItem(scalarText(item) ?? (item.isNull ? "" : item.description))
        }
        switch value {
        case .array(let items):
            return items.map(part).joined(separator: separator)
        case .object(let members):
            return members.map { encodingItem($0.key) + keySeparator + part($0.value) }.joined(separator: separator)
        default:
            return part(value)
        }
    }
}
