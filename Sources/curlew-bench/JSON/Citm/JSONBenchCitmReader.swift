@_spi(Generated) import CurlewJSON

// The fast path: `JSONReader` decoders for the citm_catalog.json models (no Codable machinery at run time).

extension CitmCatalog: JSONDecodable {
    private static let jsonKeys = JSONKeys([
        "areaNames", "audienceSubCategoryNames", "blockNames", "events", "performances", "seatCategoryNames",
        "subTopicNames", "subjectNames", "topicNames", "topicSubTopics", "venueNames",
    ])

    init(from reader: inout JSONReader) throws {
        var v0: [String: String]? = nil
        var v1: [String: String]? = nil
        var v2: [String: String]? = nil
        var v3: [String: CitmEvent]? = nil
        var v4: [CitmPerformance]? = nil
        var v5: [String: String]? = nil
        var v6: [String: String]? = nil
        var v7: [String: String]? = nil
        var v8: [String: String]? = nil
        var v9: [String: [Int64]]? = nil
        var v10: [String: String]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.read([String: String].self)
            case 1: v1 = try reader.read([String: String].self)
            case 2: v2 = try reader.read([String: String].self)
            case 3: v3 = try reader.read([String: CitmEvent].self)
            case 4: v4 = try reader.read([CitmPerformance].self)
            case 5: v5 = try reader.read([String: String].self)
            case 6: v6 = try reader.read([String: String].self)
            case 7: v7 = try reader.read([String: String].self)
            case 8: v8 = try reader.read([String: String].self)
            case 9: v9 = try reader.read([String: [Int64]].self)
            case 10: v10 = try reader.read([String: String].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("areaNames") }
        guard let v1 else { throw reader.missingKey("audienceSubCategoryNames") }
        guard let v2 else { throw reader.missingKey("blockNames") }
        guard let v3 else { throw reader.missingKey("events") }
        guard let v4 else { throw reader.missingKey("performances") }
        guard let v5 else { throw reader.missingKey("seatCategoryNames") }
        guard let v6 else { throw reader.missingKey("subTopicNames") }
        guard let v7 else { throw reader.missingKey("subjectNames") }
        guard let v8 else { throw reader.missingKey("topicNames") }
        guard let v9 else { throw reader.missingKey("topicSubTopics") }
        guard let v10 else { throw reader.missingKey("venueNames") }
        self.init(
            areaNames: v0, audienceSubCategoryNames: v1, blockNames: v2, events: v3, performances: v4,
            seatCategoryNames: v5, subTopicNames: v6, subjectNames: v7, topicNames: v8, topicSubTopics: v9,
            venueNames: v10)
    }
}

extension CitmEvent: JSONDecodable {
    private static let jsonKeys = JSONKeys([
        "description", "id", "logo", "name", "subTopicIds", "subjectCode", "subtitle", "topicIds",
    ])

    init(from reader: inout JSONReader) throws {
        var v0: JSONValue? = nil
        var v1: Int64? = nil
        var v2: String? = nil
        var v3: String? = nil
        var v4: [Int64]? = nil
        var v5: JSONValue? = nil
        var v6: JSONValue? = nil
        var v7: [Int64]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readOptional(JSONValue.self)
            case 1: v1 = try reader.readInt64()
            case 2: v2 = reader.readNull() ? nil : try reader.readString()
            case 3: v3 = try reader.readString()
            case 4: v4 = try reader.read([Int64].self)
            case 5: v5 = try reader.readOptional(JSONValue.self)
            case 6: v6 = try reader.readOptional(JSONValue.self)
            case 7: v7 = try reader.read([Int64].self)
            default: try reader.skipValue()
            }
        }
        guard let v1 else { throw reader.missingKey("id") }
        guard let v3 else { throw reader.missingKey("name") }
        guard let v4 else { throw reader.missingKey("subTopicIds") }
        guard let v7 else { throw reader.missingKey("topicIds") }
        self.init(
            description: v0, id: v1, logo: v2, name: v3, subTopicIds: v4, subjectCode: v5, subtitle: v6, topicIds: v7)
    }
}

extension CitmPerformance: JSONDecodable {
    private static let jsonKeys = JSONKeys([
        "eventId", "id", "logo", "name", "prices", "seatCategories", "seatMapImage", "start", "venueCode",
    ])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: Int64? = nil
        var v2: String? = nil
        var v3: JSONValue? = nil
        var v4: [CitmPrice]? = nil
        var v5: [CitmSeatCategory]? = nil
        var v6: JSONValue? = nil
        var v7: Int64? = nil
        var v8: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.readInt64()
            case 2: v2 = reader.readNull() ? nil : try reader.readString()
            case 3: v3 = try reader.readOptional(JSONValue.self)
            case 4: v4 = try reader.read([CitmPrice].self)
            case 5: v5 = try reader.read([CitmSeatCategory].self)
            case 6: v6 = try reader.readOptional(JSONValue.self)
            case 7: v7 = try reader.readInt64()
            case 8: v8 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("eventId") }
        guard let v1 else { throw reader.missingKey("id") }
        guard let v4 else { throw reader.missingKey("prices") }
        guard let v5 else { throw reader.missingKey("seatCategories") }
        guard let v7 else { throw reader.missingKey("start") }
        guard let v8 else { throw reader.missingKey("venueCode") }
        self.init(
            eventId: v0, id: v1, logo: v2, name: v3, prices: v4, seatCategories: v5, seatMapImage: v6, start: v7,
            venueCode: v8)
    }
}

extension CitmPrice: JSONDecodable {
    private static let jsonKeys = JSONKeys(["amount", "audienceSubCategoryId", "seatCategoryId"])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: Int64? = nil
        var v2: Int64? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.readInt64()
            case 2: v2 = try reader.readInt64()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("amount") }
        guard let v1 else { throw reader.missingKey("audienceSubCategoryId") }
        guard let v2 else { throw reader.missingKey("seatCategoryId") }
        self.init(amount: v0, audienceSubCategoryId: v1, seatCategoryId: v2)
    }
}

extension CitmSeatCategory: JSONDecodable {
    private static let jsonKeys = JSONKeys(["areas", "seatCategoryId"])

    init(from reader: inout JSONReader) throws {
        var v0: [CitmArea]? = nil
        var v1: Int64? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.read([CitmArea].self)
            case 1: v1 = try reader.readInt64()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("areas") }
        guard let v1 else { throw reader.missingKey("seatCategoryId") }
        self.init(areas: v0, seatCategoryId: v1)
    }
}

extension CitmArea: JSONDecodable {
    private static let jsonKeys = JSONKeys(["areaId", "blockIds"])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: [JSONValue]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.read([JSONValue].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("areaId") }
        guard let v1 else { throw reader.missingKey("blockIds") }
        self.init(areaId: v0, blockIds: v1)
    }
}
