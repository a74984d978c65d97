@_spi(Generated) import CurlewJSON

// The fast path: `JSONReader` decoders for the canada.json models (no Codable machinery at run time).

extension CanadaDocument: JSONDecodable {
    private static let jsonKeys = JSONKeys(["type", "features"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: [CanadaFeature]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.read([CanadaFeature].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("type") }
        guard let v1 else { throw reader.missingKey("features") }
        self.init(type: v0, features: v1)
    }
}

extension CanadaFeature: JSONDecodable {
    private static let jsonKeys = JSONKeys(["type", "properties", "geometry"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: CanadaProperties? = nil
        var v2: CanadaGeometry? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.read(CanadaProperties.self)
            case 2: v2 = try reader.read(CanadaGeometry.self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("type") }
        guard let v1 else { throw reader.missingKey("properties") }
        guard let v2 else { throw reader.missingKey("geometry") }
        self.init(type: v0, properties: v1, geometry: v2)
    }
}

extension CanadaProperties: JSONDecodable {
    private static let jsonKeys = JSONKeys(["name"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("name") }
        self.name = v0
    }
}

extension CanadaGeometry: JSONDecodable {
    private static let jsonKeys = JSONKeys(["type", "coordinates"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: [[[Double]]]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.read([[[Double]]].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("type") }
        guard let v1 else { throw reader.missingKey("coordinates") }
        self.init(type: v0, coordinates: v1)
    }
}
