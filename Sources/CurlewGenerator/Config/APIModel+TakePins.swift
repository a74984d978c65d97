/// The types of a pinned translation (`APIModel.Retranslation`) taken into the plain one: the plain model keeps
/// every decision the translator made (defaults, parameter styles, response header types, names), and each place
/// whose pinned type stands for the same type (`.named(Money)` where the plain model says `String`) takes the
/// pinned one, so a `typeOverrides.schemas` entry of a scalar, array or alias component can find its uses.
extension APIModel {
    /// `type` with every pin of `pins` replaced by what it stands for (a pin of pins, `Prices: [Money]`, too).
    static func unpinned(_ type: TypeRef, _ pins: [String: TypeRef]) -> TypeRef {
        var type = type
        for _ in 0..<8 {
            let next = type.replacing { part in
                if case .named(let name) = part { pins[name] } else { nil }
            }
            guard next != type else { break }
            type = next
        }
        return type
    }

    /// Takes the pinned types of `pinned` (the same spec translated with pins) where they stand for this model's
    /// types, matching models by name, fields by JSON key, endpoints by name, parameters and headers by wire name,
    /// and the rest by position.
    mutating func takePins(from pinned: APIModel) {
        let pins = pinned.pinnedSchemas
        guard !pins.isEmpty else { return }
        pinnedSchemas = pins
        let take = PinTaker(pins: pins)
        let models = Dictionary(pinned.models.map { ($0.name, $0) }) { first, _ in first }
        for index in self.models.indices {
            guard let other = models[self.models[index].name] else { continue }
            let fields = Dictionary(other.fields.map { ($0.jsonKey, $0.type) }) { first, _ in first }
            for field in self.models[index].fields.indices {
                take(&self.models[index].fields[field].type, fields[self.models[index].fields[field].jsonKey])
            }
            take(&self.models[index].additionalPropertiesType, other.additionalPropertiesType)
        }
        let unions = Dictionary(pinned.valueUnions.map { ($0.name, $0) }) { first, _ in first }
        for index in valueUnions.indices {
            guard let other = unions[valueUnions[index].name], other.cases.count == valueUnions[index].cases.count
            else { continue }
            for variant in valueUnions[index].cases.indices {
                take(&valueUnions[index].cases[variant].type, other.cases[variant].type)
            }
        }
        let endpoints = Dictionary(pinned.endpoints.map { ($0.name, $0) }) { first, _ in first }
        for index in self.endpoints.indices {
            guard let other = endpoints[self.endpoints[index].name] else { continue }
            self.endpoints[index].takePins(from: other, take)
        }
        if examples.count == pinned.examples.count {
            for index in examples.indices where examples[index].name == pinned.examples[index].name {
                take(&examples[index].type, pinned.examples[index].type)
            }
        }
    }
}

/// Takes a pinned type in place of a plain one when it stands for the same type.
struct PinTaker {
    let pins: [String: TypeRef]

    func callAsFunction(_ own: inout TypeRef, _ other: TypeRef?) {
        guard let other, other != own, APIModel.unpinned(other, pins) == own else { return }
        own = other
    }

    func callAsFunction(_ own: inout TypeRef?, _ other: TypeRef?) {
        guard var type = own else { return }
        self(&type, other)
        own = type
    }

    func callAsFunction(_ own: inout [APIModel.Parameter], _ other: [APIModel.Parameter]) {
        let types = Dictionary(other.map { ($0.wireName, $0.type) }) { first, _ in first }
        for index in own.indices {
            self(&own[index].type, types[own[index].wireName])
        }
    }
}

extension APIModel.Endpoint {
    /// Takes the pinned types of the same endpoint of a pinned translation (see `APIModel.takePins`).
    mutating func takePins(from other: Self, _ take: PinTaker) {
        take(&pathParams, other.pathParams)
        take(&queryParams, other.queryParams)
        take(&headerParams, other.headerParams)
        take(&cookieParams, other.cookieParams)
        take(&formFields, other.formFields)
        take(&multipartFields, other.multipartFields)
        take(&body, other.body)
        take(&returns, other.returns)
        if events != nil, let data = other.events?.data {
            take(&events!.data, data)
        }
        for index in errors.indices
        where index < other.errors.count && errors[index].status == other.errors[index].status {
            take(&errors[index].type, other.errors[index].type)
        }
        if errorRanges.count == other.errorRanges.count {
            for index in errorRanges.indices {
                take(&errorRanges[index].type, other.errorRanges[index].type)
            }
        }
        if output != nil, let headers = other.output?.headers {
            let types = Dictionary(headers.map { ($0.wireName, $0.type) }) { first, _ in first }
            for index in output!.headers.indices {
                take(&output!.headers[index].type, types[output!.headers[index].wireName])
            }
        }
        if successCases != nil, let cases = other.successCases?.cases, cases.count == successCases!.cases.count {
            for index in cases.indices {
                take(&successCases!.cases[index].type, cases[index].type)
            }
        }
    }
}
