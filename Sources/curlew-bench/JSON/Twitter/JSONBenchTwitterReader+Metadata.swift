@_spi(Generated) import CurlewJSON

// The fast path: `JSONReader` decoders for the twitter.json models (no Codable machinery at run time).

extension TwitterHashtag: JSONDecodable {
    private static let jsonKeys = JSONKeys(["text", "indices"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: [Int64]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.read([Int64].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("text") }
        guard let v1 else { throw reader.missingKey("indices") }
        self.init(text: v0, indices: v1)
    }
}

extension TwitterSearchMetadata: JSONDecodable {
    private static let jsonKeys = JSONKeys([
        "completed_in", "max_id", "max_id_str", "next_results", "query", "refresh_url", "count", "since_id",
        "since_id_str",
    ])

    init(from reader: inout JSONReader) throws {
        var v0: Double? = nil
        var v1: Int64? = nil
        var v2: String? = nil
        var v3: String? = nil
        var v4: String? = nil
        var v5: String? = nil
        var v6: Int64? = nil
        var v7: Int64? = nil
        var v8: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readDouble()
            case 1: v1 = try reader.readInt64()
            case 2: v2 = try reader.readString()
            case 3: v3 = try reader.readString()
            case 4: v4 = try reader.readString()
            case 5: v5 = try reader.readString()
            case 6: v6 = try reader.readInt64()
            case 7: v7 = try reader.readInt64()
            case 8: v8 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("completed_in") }
        guard let v1 else { throw reader.missingKey("max_id") }
        guard let v2 else { throw reader.missingKey("max_id_str") }
        guard let v3 else { throw reader.missingKey("next_results") }
        guard let v4 else { throw reader.missingKey("query") }
        guard let v5 else { throw reader.missingKey("refresh_url") }
        guard let v6 else { throw reader.missingKey("count") }
        guard let v7 else { throw reader.missingKey("since_id") }
        guard let v8 else { throw reader.missingKey("since_id_str") }
        self.init(
            completedIn: v0, maxId: v1, maxIdStr: v2, nextResults: v3, query: v4, refreshUrl: v5, count: v6,
            sinceId: v7, sinceIdStr: v8)
    }
}
