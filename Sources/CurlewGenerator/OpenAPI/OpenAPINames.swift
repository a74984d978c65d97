/// Swift names for things an OpenAPI document names freely (schema keys, titles, operation ids, paths).
enum OpenAPINames {
    /// Names a generated type may not take (it gets a `Model` suffix instead): built-ins, Swift keywords, the
    /// modules generated code names, and standard library and Curlew types a user's code in the same module
    /// is likely to name unqualified (`Error`, `Result`, `Endpoint`, …), and `Auth`, the client's nested type.
    static let reservedTypeNames: Set<String> = Set(BuiltinType.allCases.map(\.rawValue))
        .union(SwiftNames.keywords).union(SpecTranslator.reservedTypeNames)
        .union([
            "File", "Error", "Result", "Optional", "Array", "Dictionary", "Set", "Never", "Void", "Task", "Character",
            "Int8", "Int16", "UInt", "UInt8", "UInt16", "UInt32", "Sendable", "Codable", "Decodable", "Encodable",
            "Decoder", "Encoder", "Hashable", "Equatable", "Duration", "Substring", "Sequence", "Collection",
            "Identifiable", "Range", "Data", "Date", "URL", "UUID", "Decimal", "Locale", "TimeZone", "Calendar",
            "APIClient", "Endpoint", "HTTPMethod", "HTTPHeaders", "HTTPStatus", "HTTPRequest", "HTTPResponse",
            "HTTPTransport", "CurlTransport", "MockTransport", "CurlewError", "URLEncoding", "JSONValue", "JSONError",
            "JSONParser", "JSONObject", "Auth",
        ])

    /// UpperCamelCase from any text: words split at anything that is not an ASCII letter or digit, each
    /// capitalised (`pet_status` → `PetStatus`, `Swagger Petstore - 3.0` → `SwaggerPetstore30`); a leading digit
    /// gets `_`; empty becomes `Model`. Longer names are cut to `maxLength` characters.
    static func typeName(_ text: String, maxLength: Int = 120) -> String {
        var name = ""
        var word = ""
        func flush() {
            guard let first = word.first else { return }
            name += first.uppercased() + word.dropFirst()
            word = ""
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII, SwiftNames.isAlphanumeric(UInt8(scalar.value)) {
                word.unicodeScalars.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        if name.isEmpty { return "Model" }
        if name.count > maxLength {
            name = String(name.prefix(maxLength))
        }
        if let lead = name.utf8.first, lead >= 48, lead <= 57 {
            name = "_" + name
        }
        return name
    }

    /// A method name from an operation id (`list-pets` → `listPets`), or derived from the method and path when
    /// there is none (`GET /pets/{id}` → `getPetsById`).
    static func operationName(operationId: String?, method: String, path: String) -> String {
        if let operationId, let name = SwiftNames.memberName(operationId) {
            return name
        }
        var words: [String] = [method.lowercased()]
        for segment in path.split(separator: "/") {
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                words.append("By" + typeName(String(segment.dropFirst().dropLast())))
            } else {
                words.append(typeName(String(segment)))
            }
        }
        return words.joined()
    }
}
