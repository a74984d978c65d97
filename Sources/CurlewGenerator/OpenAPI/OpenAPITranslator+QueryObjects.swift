/// Query parameters whose schema is an object: `style: deepObject` (`filter[name]=x&filter[age]=3`) and
/// `style: form` exploded (`name=x&age=3`, the default), for objects of scalar (or scalar array) properties and
/// dictionaries of scalars. Anything else is left to the caller's "not supported" warning.
extension OpenAPITranslator {
    mutating func queryObjectStyle(
        _ parameter: OpenAPINode, type: TypeRef, node: OpenAPINode
    ) -> APIModel.ObjectQueryStyle? {
        let style = parameter["style"]?.string ?? "form"
        let explode = parameter["explode"]?.bool ?? (style == "form")
        let isObject: Bool
        switch type {
        case .named(let name):
            guard let model = api.models.first(where: { $0.name == name }) else { return nil }
            isObject = model.fields.allSatisfy { isScalar($0.type) || isScalarArray($0.type) }
        case .dictionary(let value):
            isObject = isScalar(value)
        default:
            return nil
        }
        guard isObject else { return nil }
        switch style {
        case "deepObject":
            return .deepObject
        case "form" where explode:
            return .form
        default:
            documents.warning(
                "query object style '\(style)'\(explode ? "" : " without explode") is not supported yet "
                    + "(deepObject, or form exploded); skipped",
                at: parameter["style"] ?? parameter["explode"] ?? node)
            return nil
        }
    }
}
