import CurlewJSON

// Full Codable models of canada.json, as Foundation's JSONDecoder reads them.

/// `CanadaDocument` in canada.json.
struct CanadaDocument: Codable, Equatable, Sendable {
    var `type`: String
    var features: [CanadaFeature]

    enum CodingKeys: String, CodingKey {
        case `type`
        case features
    }
}

/// `CanadaFeature` in canada.json.
struct CanadaFeature: Codable, Equatable, Sendable {
    var `type`: String
    var properties: CanadaProperties
    var geometry: CanadaGeometry

    enum CodingKeys: String, CodingKey {
        case `type`
        case properties
        case geometry
    }
}

/// `CanadaProperties` in canada.json.
struct CanadaProperties: Codable, Equatable, Sendable {
    var name: String

    enum CodingKeys: String, CodingKey {
        case name
    }
}

/// `CanadaGeometry` in canada.json.
struct CanadaGeometry: Codable, Equatable, Sendable {
    var `type`: String
    var coordinates: [[[Double]]]

    enum CodingKeys: String, CodingKey {
        case `type`
        case coordinates
    }
}
