/// The styles of path, header and cookie parameters (OpenAPI 3 "Style Values", after RFC 6570): arrays of scalars
/// become one text, `simple` `a,b,c` (path, header), `label` `.a.b.c`, `matrix` `;id=a,b,c` or exploded
/// `;id=a;id=b;id=c` (path), `form` `a,b,c` (cookie); path scalars take `label` (`.5`) and `matrix` (`;id=5`) too.
extension OpenAPITranslator {
    /// The joined style of a path, header or cookie parameter; nil for a scalar sent as it is. An unknown style
    /// (or one the location does not take) warns and is sent as the location's default.
    mutating func joinedStyle(
        _ parameter: OpenAPINode, place: String, wireName: String, type: TypeRef, node: OpenAPINode
    ) -> APIModel.JoinedStyle? {
        let expected = place == "cookie" ? "form" : "simple"
        let styles = place == "path" ? ["simple", "label", "matrix"] : [expected]
        var style = parameter["style"]?.string ?? expected
        if !styles.contains(style) {
            documents.warning(
                "style '\(style)' is not supported yet; sent as '\(expected)'", at: parameter["style"] ?? node)
            style = expected
        }
        let explode = parameter["explode"]?.bool ?? false
        let encoded = place != "header"
        switch style {
        case "label":
            return APIModel.JoinedStyle(prefix: ".", separator: ".", encoded: encoded)
        case "matrix":
            let prefix = ";" + wireName + "="
            return APIModel.JoinedStyle(prefix: prefix, separator: explode ? prefix : ",", encoded: encoded)
        default:
            return isScalarArray(type) ? APIModel.JoinedStyle(prefix: "", separator: ",", encoded: encoded) : nil
        }
    }
}
