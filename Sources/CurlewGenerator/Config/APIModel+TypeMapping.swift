extension TypeRef {
    /// The type with every part that `transform` replaces replaced (outermost first; a replaced part is not
    /// looked into).
    func replacing(_ transform: (TypeRef) -> TypeRef?) -> TypeRef {
        if let replaced = transform(self) { return replaced }
        switch self {
        case .builtin, .named: return self
        case .optional(let wrapped): return .optional(wrapped.replacing(transform))
        case .array(let element): return .array(element.replacing(transform))
        case .dictionary(let value): return .dictionary(value.replacing(transform))
        }
    }
}

extension APIModel {
    /// Every declared type name: models, enums, unions, value unions, aliases.
    var declaredTypeNames: [String] {
        models.map(\.name) + enums.map(\.name) + unions.map(\.name) + valueUnions.map(\.name) + typeAliases.map(\.name)
    }

    /// The types endpoints declare: `…Output` structs and `…Success` enums.
    var endpointTypeNames: [String] {
        endpoints.flatMap { [$0.output?.typeName, $0.successCases?.typeName].compactMap { $0 } }
    }

    /// Applies `transform` to every type the API mentions: fields, `additionalProperties`, value union variants,
    /// examples, and every parameter, body, response, error body and response header of every endpoint.
    mutating func mapTypes(_ transform: (TypeRef) -> TypeRef) {
        for index in models.indices {
            for field in models[index].fields.indices {
                models[index].fields[field].type = transform(models[index].fields[field].type)
            }
            models[index].additionalPropertiesType = models[index].additionalPropertiesType.map(transform)
        }
        for index in valueUnions.indices {
            for variant in valueUnions[index].cases.indices {
                valueUnions[index].cases[variant].type = transform(valueUnions[index].cases[variant].type)
            }
        }
        for index in examples.indices {
            examples[index].type = examples[index].type.map(transform)
        }
        for index in endpoints.indices {
            endpoints[index].mapTypes(transform)
        }
    }
}

extension APIModel.Endpoint {
    /// Applies `transform` to every parameter, body, response, error body and response header type.
    mutating func mapTypes(_ transform: (TypeRef) -> TypeRef) {
        func map(_ parameters: inout [APIModel.Parameter]) {
            for index in parameters.indices {
                parameters[index].type = transform(parameters[index].type)
            }
        }
        map(&pathParams)
        map(&queryParams)
        map(&headerParams)
        map(&cookieParams)
        map(&formFields)
        map(&multipartFields)
        body = body.map(transform)
        returns = returns.map(transform)
        for index in errors.indices {
            errors[index].type = transform(errors[index].type)
        }
        for index in errorRanges.indices {
            errorRanges[index].type = transform(errorRanges[index].type)
        }
        if var headers = output?.headers {
            for index in headers.indices {
                headers[index].type = transform(headers[index].type)
            }
            output?.headers = headers
        }
        if var cases = successCases?.cases {
            for index in cases.indices {
                cases[index].type = cases[index].type.map(transform)
            }
            successCases?.cases = cases
        }
    }
}
