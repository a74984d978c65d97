@_spi(Generated) import CurlewJSON

// The fast path: `JSONReader` decoders for the twitter.json models (no Codable machinery at run time).

extension TwitterEntities: JSONDecodable {
    private static let jsonKeys = JSONKeys([
        "description", "hashtags", "symbols", "urls", "user_mentions", "url", "media",
    ])

    init(from reader: inout JSONReader) throws {
        var v0: TwitterDescriptionEntities? = nil
        var v1: [TwitterHashtag]? = nil
        var v2: [JSONValue]? = nil
        var v3: [TwitterURL]? = nil
        var v4: [TwitterUserMention]? = nil
        var v5: TwitterURLEntities? = nil
        var v6: [TwitterMedia]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readOptional(TwitterDescriptionEntities.self)
            case 1: v1 = try reader.readOptional([TwitterHashtag].self)
            case 2: v2 = try reader.readOptional([JSONValue].self)
            case 3: v3 = try reader.readOptional([TwitterURL].self)
            case 4: v4 = try reader.readOptional([TwitterUserMention].self)
            case 5: v5 = try reader.readOptional(TwitterURLEntities.self)
            case 6: v6 = try reader.readOptional([TwitterMedia].self)
            default: try reader.skipValue()
            }
        }
        self.init(description: v0, hashtags: v1, symbols: v2, urls: v3, userMentions: v4, url: v5, media: v6)
    }
}

extension TwitterDescriptionEntities: JSONDecodable {
    private static let jsonKeys = JSONKeys(["urls"])

    init(from reader: inout JSONReader) throws {
        var v0: [TwitterURL]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.read([TwitterURL].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("urls") }
        self.urls = v0
    }
}

extension TwitterUserMention: JSONDecodable {
    private static let jsonKeys = JSONKeys(["screen_name", "name", "id", "id_str", "indices"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: String? = nil
        var v2: Int64? = nil
        var v3: String? = nil
        var v4: [Int64]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.readString()
            case 2: v2 = try reader.readInt64()
            case 3: v3 = try reader.readString()
            case 4: v4 = try reader.read([Int64].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("screen_name") }
        guard let v1 else { throw reader.missingKey("name") }
        guard let v2 else { throw reader.missingKey("id") }
        guard let v3 else { throw reader.missingKey("id_str") }
        guard let v4 else { throw reader.missingKey("indices") }
        self.init(screenName: v0, name: v1, id: v2, idStr: v3, indices: v4)
    }
}

extension TwitterURLEntities: JSONDecodable {
    private static let jsonKeys = JSONKeys(["urls"])

    init(from reader: inout JSONReader) throws {
        var v0: [TwitterURL]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.read([TwitterURL].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("urls") }
        self.urls = v0
    }
}

extension TwitterURL: JSONDecodable {
    private static let jsonKeys = JSONKeys(["url", "expanded_url", "display_url", "indices"])

    init(from reader: inout JSONReader) throws {
        var v0: String? = nil
        var v1: String? = nil
        var v2: String? = nil
        var v3: [Int64]? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readString()
            case 1: v1 = try reader.readString()
            case 2: v2 = try reader.readString()
            case 3: v3 = try reader.read([Int64].self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("url") }
        guard let v1 else { throw reader.missingKey("expanded_url") }
        guard let v2 else { throw reader.missingKey("display_url") }
        guard let v3 else { throw reader.missingKey("indices") }
        self.init(url: v0, expandedUrl: v1, displayUrl: v2, indices: v3)
    }
}

extension TwitterMedia: JSONDecodable {
    private static let jsonKeys = JSONKeys([
        "id", "id_str", "indices", "media_url", "media_url_https", "url", "display_url", "expanded_url", "type",
        "sizes", "source_status_id", "source_status_id_str",
    ])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: String? = nil
        var v2: [Int64]? = nil
        var v3: String? = nil
        var v4: String? = nil
        var v5: String? = nil
        var v6: String? = nil
        var v7: String? = nil
        var v8: String? = nil
        var v9: TwitterSizes? = nil
        var v10: Int64? = nil
        var v11: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.readString()
            case 2: v2 = try reader.read([Int64].self)
            case 3: v3 = try reader.readString()
            case 4: v4 = try reader.readString()
            case 5: v5 = try reader.readString()
            case 6: v6 = try reader.readString()
            case 7: v7 = try reader.readString()
            case 8: v8 = try reader.readString()
            case 9: v9 = try reader.read(TwitterSizes.self)
            case 10: v10 = reader.readNull() ? nil : try reader.readInt64()
            case 11: v11 = reader.readNull() ? nil : try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("id") }
        guard let v1 else { throw reader.missingKey("id_str") }
        guard let v2 else { throw reader.missingKey("indices") }
        guard let v3 else { throw reader.missingKey("media_url") }
        guard let v4 else { throw reader.missingKey("media_url_https") }
        guard let v5 else { throw reader.missingKey("url") }
        guard let v6 else { throw reader.missingKey("display_url") }
        guard let v7 else { throw reader.missingKey("expanded_url") }
        guard let v8 else { throw reader.missingKey("type") }
        guard let v9 else { throw reader.missingKey("sizes") }
        self.init(
            id: v0, idStr: v1, indices: v2, mediaUrl: v3, mediaUrlHttps: v4, url: v5, displayUrl: v6, expandedUrl: v7,
            type: v8, sizes: v9, sourceStatusId: v10, sourceStatusIdStr: v11)
    }
}

extension TwitterSizes: JSONDecodable {
    private static let jsonKeys = JSONKeys(["medium", "small", "thumb", "large"])

    init(from reader: inout JSONReader) throws {
        var v0: TwitterMedium? = nil
        var v1: TwitterSmall? = nil
        var v2: TwitterThumb? = nil
        var v3: TwitterLarge? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.read(TwitterMedium.self)
            case 1: v1 = try reader.read(TwitterSmall.self)
            case 2: v2 = try reader.read(TwitterThumb.self)
            case 3: v3 = try reader.read(TwitterLarge.self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("medium") }
        guard let v1 else { throw reader.missingKey("small") }
        guard let v2 else { throw reader.missingKey("thumb") }
        guard let v3 else { throw reader.missingKey("large") }
        self.init(medium: v0, small: v1, thumb: v2, large: v3)
    }
}

extension TwitterMedium: JSONDecodable {
    private static let jsonKeys = JSONKeys(["w", "h", "resize"])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: Int64? = nil
        var v2: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.readInt64()
            case 2: v2 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("w") }
        guard let v1 else { throw reader.missingKey("h") }
        guard let v2 else { throw reader.missingKey("resize") }
        self.init(w: v0, h: v1, resize: v2)
    }
}

extension TwitterSmall: JSONDecodable {
    private static let jsonKeys = JSONKeys(["w", "h", "resize"])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: Int64? = nil
        var v2: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.readInt64()
            case 2: v2 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("w") }
        guard let v1 else { throw reader.missingKey("h") }
        guard let v2 else { throw reader.missingKey("resize") }
        self.init(w: v0, h: v1, resize: v2)
    }
}

extension TwitterThumb: JSONDecodable {
    private static let jsonKeys = JSONKeys(["w", "h", "resize"])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: Int64? = nil
        var v2: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.readInt64()
            case 2: v2 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("w") }
        guard let v1 else { throw reader.missingKey("h") }
        guard let v2 else { throw reader.missingKey("resize") }
        self.init(w: v0, h: v1, resize: v2)
    }
}

extension TwitterLarge: JSONDecodable {
    private static let jsonKeys = JSONKeys(["w", "h", "resize"])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: Int64? = nil
        var v2: String? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.readInt64()
            case 2: v2 = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("w") }
        guard let v1 else { throw reader.missingKey("h") }
        guard let v2 else { throw reader.missingKey("resize") }
        self.init(w: v0, h: v1, resize: v2)
    }
}
