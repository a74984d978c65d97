/// The styles that join a parameter's items into one text (OpenAPI 3 "Style Values", after RFC 6570). Arrays of
/// scalars: `simple` `a,b,c` (path, header), `label` `.a.b.c`, `matrix` `;id=a,b,c` or exploded `;id=a;id=b;id=c`
/// (path), `form` `a,b,c` (cookie); path scalars take `label` (`.5`) and `matrix` (`;id=5`) too. Objects of scalars
/// (a schema of scalar properties, or `additionalProperties` of scalars): `simple` `R,100,G,200` or exploded
/// `R=100,G=200` (path, header), `label` `.R.100.G.200` / `.R=100.G=200` and `matrix` `;color=R,100,G,200` /
/// `;R=100;G=200` (path), `form` `R,100,G,200` (cookie, and query not exploded, where `spaceDelimited` and
/// `pipeDelimited` join with ` ` and `|`).
extension OpenAPITranslator {
    /// The joined style of a parameter; nil for a scalar sent as it is, and for a query parameter that is not an
    /// object sent unexploded. An unknown style (or one the location does not take) warns and is sent as the
    /// location's default; in the query that warning is `arrayStyle`'s. `structured`: a value of any other type
    /// (sent through `Curlew.FormEncoding`), an object when it is a model or a dictionary.
    mutating func joinedStyle(
        _ parameter: OpenAPINode, place: String, wireName: String, type: TypeRef, node: OpenAPINode,
        structured: Bool = false
    ) -> APIModel.JoinedStyle? {
        let object = isScalarObject(type) || (structured && isObjectType(type))
        if place == "query" {
            let style = parameter["style"]?.string ?? "form"
            let explode = parameter["explode"]?.bool ?? (style == "form")
            let separators = ["form": ",", "spaceDelimited": " ", "pipeDelimited": "|"]
            guard object, !explode, let separator = separators[style] else { return nil }
            return APIModel.JoinedStyle(prefix: "", separator: separator, encoded: false, keySeparator: separator)
        }
        let expected = place == "cookie" ? "form" : "simple"
        let styles = place == "path" ? ["simple", "label", "matrix"] : [expected]
        var style = parameter["style"]?.string ?? expected
        if !styles.contains(style) {
            documents.warning(
                "style '\(style)' is not supported yet; sent as '\(expected)'", at: parameter["style"] ?? node)
            style = expected
        }
        // A cookie cannot repeat, so `form` is never exploded there.
        let explode = place != "cookie" && parameter["explode"]?.bool == true
        let encoded = place != "header"
        switch style {
        case "label":
            return APIModel.JoinedStyle(
                prefix: ".", separator: ".", encoded: encoded, keySeparator: object ? (explode ? "=" : ".") : ",")
        case "matrix" where object:
            return explode
                ? APIModel.JoinedStyle(prefix: ";", separator: ";", encoded: encoded, keySeparator: "=")
                : APIModel.JoinedStyle(prefix: ";" + wireName + "=", separator: ",", encoded: encoded)
        case "matrix":
            let prefix = ";" + wireName + "="
            return APIModel.JoinedStyle(prefix: prefix, separator: explode ? prefix : ",", encoded: encoded)
        default:
            guard isScalarArray(type) || object || structured else { return nil }
            return APIModel.JoinedStyle(
                prefix: "", separator: ",", encoded: encoded, keySeparator: object && explode ? "=" : ",")
        }
    }

    /// A model (not an enum or union) or a dictionary.
    func isObjectType(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name): modelIndex[name] != nil
        case .dictionary: true
        default: false
        }
    }

    /// A model whose properties are all scalars, or a dictionary of scalars.
    func isScalarObject(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name):
            guard let index = modelIndex[name] else { return false }
            return api.models[index].fields.allSatisfy { isScalar($0.type) }
        case .dictionary(let value):
            return isScalar(value)
        default:
            return false
        }
    }
}
