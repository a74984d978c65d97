@_spi(Generated) import CurlewJSON

// The fast path: `JSONReader` decoders for the gsoc-2018.json models (no Codable machinery at run time).

extension GsocProject: JSONDecodable {
    private static let jsonKeys = JSONKeys(["@context", "@type", "name", "description", "sponsor", "author"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: String? = nil
        var v2: String? = nil
        var v3: String? = nil
        var v4: GsocSponsor? = nil
        var v5: GsocAuthor? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.readString()
            case 2: v2 = try reader.readString()
            case 3: v3 = try reader.readString()
            case 4: v4 = try reader.read(GsocSponsor.self)
            case 5: v5 = try reader.read(GsocAuthor.self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("@context") }
        guard let v1 else { throw reader.missingKey("@type") }
        guard let v2 else { throw reader.missingKey("name") }
        guard let v3 else { throw reader.missingKey("description") }
        guard let v4 else { throw reader.missingKey("sponsor") }
        guard let v5 else { throw reader.missingKey("author") }
        self.init(context: v0, type: v1, name: v2, description: v3, sponsor: v4, author: v5)
    }
}

extension GsocSponsor: JSONDecodable {
    private static let jsonKeys = JSONKeys(["@type", "name", "disambiguatingDescription", "description", "url", "logo"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: String? = nil
        var v2: String? = nil
        var v3: String? = nil
        var v4: String? = nil
        var v5: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.readString()
            case 2: v2 = try reader.readString()
            case 3: v3 = try reader.readString()
            case 4: v4 = try reader.readString()
            case 5: v5 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("@type") }
        guard let v1 else { throw reader.missingKey("name") }
        guard let v2 else { throw reader.missingKey("disambiguatingDescription") }
        guard let v3 else { throw reader.missingKey("description") }
        guard let v4 else { throw reader.missingKey("url") }
        guard let v5 else { throw reader.missingKey("logo") }
        self.init(type: v0, name: v1, disambiguatingDescription: v2, description: v3, url: v4, logo: v5)
    }
}

extension GsocAuthor: JSONDecodable {
    private static let jsonKeys = JSONKeys(["@type", "name"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("@type") }
        guard let v1 else { throw reader.missingKey("name") }
        self.init(type: v0, name: v1)
    }
}
