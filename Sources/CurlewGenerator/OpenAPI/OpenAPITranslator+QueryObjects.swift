/// Query parameters whose schema is an object: `style: deepObject` (`filter[name]=x&filter[age]=3`) and
/// `style: form` exploded (`name=x&age=3`, the default), for objects of scalar (or scalar array) properties and
/// dictionaries of scalars. Anything else is left to the caller's "not supported" warning.
extension OpenAPITranslator {
    func queryObjectStyle(
        _ parameter: OpenAPINode, type: TypeRef
    ) -> APIModel.ObjectQueryStyle? {
        let style = parameter["style"]?.string ?? "form"
        let explode = parameter["explode"]?.bool ?? (style == "form")
        let isObject: Bool
        switch type {
        case .named(let name):
            guard let model = modelIndex[name].map({ api.models[$0] }) else { return nil }
            isObject = model.fields.allSatisfy { isScalar($0.type) || isScalarArray($0.type) }
        case .dictionary(let value):
            isObject = isScalar(value)
        default:
            return nil
        }
        guard isObject else { return nil }
        switch style {
        case "deepObject": return .deepObject
        case "form" where explode: return .form
        default: return nil  // the caller warns that the parameter is skipped
        }
    }
}
