@_spi(Generated) import CurlewJSON

// The fast path: `JSONReader` decoders for the twitter.json models (no Codable machinery at run time).

extension TwitterDocument: JSONDecodable {
    private static let jsonKeys = JSONKeys(["statuses", "search_metadata"])

    init(from reader: inout JSONReader) throws {
        var v0: [TwitterStatus]? = nil
        var v1: TwitterSearchMetadata? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.read([TwitterStatus].self)
            case 1: v1 = try reader.read(TwitterSearchMetadata.self)
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("statuses") }
        guard let v1 else { throw reader.missingKey("search_metadata") }
        self.init(statuses: v0, searchMetadata: v1)
    }
}

extension TwitterStatus: JSONDecodable {
    private static let jsonKeys = JSONKeys([
        "metadata", "created_at", "id", "id_str", "text", "source", "truncated", "in_reply_to_status_id",
        "in_reply_to_status_id_str", "in_reply_to_user_id", "in_reply_to_user_id_str", "in_reply_to_screen_name",
        "user", "geo", "coordinates", "place", "contributors", "retweet_count", "favorite_count", "entities",
        "favorited", "retweeted", "lang", "retweeted_status", "possibly_sensitive",
    ])

    init(from reader: inout JSONReader) throws {
        var v0: TwitterMetadata? = nil
        var v1: String? = nil
        var v2: Int64? = nil
        var v3: String? = nil
        var v4: String? = nil
        var v5: String? = nil
        var v6: Bool? = nil
        var v7: Int64? = nil
        var v8: String? = nil
        var v9: Int64? = nil
        var v10: String? = nil
        var v11: String? = nil
        var v12: TwitterUser? = nil
        var v13: JSONValue? = nil
        var v14: JSONValue? = nil
        var v15: JSONValue? = nil
        var v16: JSONValue? = nil
        var v17: Int64? = nil
        var v18: Int64? = nil
        var v19: TwitterEntities? = nil
        var v20: Bool? = nil
        var v21: Bool? = nil
        var v22: String? = nil
        var v23: JSONBenchIndirect<TwitterStatus>? = nil
        var v24: Bool? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.read(TwitterMetadata.self)
            case 1: v1 = try reader.readString()
            case 2: v2 = try reader.readInt64()
            case 3: v3 = try reader.readString()
            case 4: v4 = try reader.readString()
            case 5: v5 = try reader.readString()
            case 6: v6 = try reader.readBool()
            case 7: v7 = reader.readNull() ? nil : try reader.readInt64()
            case 8: v8 = reader.readNull() ? nil : try reader.readString()
            case 9: v9 = reader.readNull() ? nil : try reader.readInt64()
            case 10: v10 = reader.readNull() ? nil : try reader.readString()
            case 11: v11 = reader.readNull() ? nil : try reader.readString()
            case 12: v12 = try reader.read(TwitterUser.self)
            case 13: v13 = try reader.readOptional(JSONValue.self)
            case 14: v14 = try reader.readOptional(JSONValue.self)
            case 15: v15 = try reader.readOptional(JSONValue.self)
            case 16: v16 = try reader.readOptional(JSONValue.self)
            case 17: v17 = try reader.readInt64()
            case 18: v18 = try reader.readInt64()
            case 19: v19 = try reader.read(TwitterEntities.self)
            case 20: v20 = try reader.readBool()
            case 21: v21 = try reader.readBool()
            case 22: v22 = try reader.readString()
            case 23: v23 = try reader.readOptional(JSONBenchIndirect<TwitterStatus>.self)
            case 24: v24 = reader.readNull() ? nil : try reader.readBool()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("metadata") }
        guard let v1 else { throw reader.missingKey("created_at") }
        guard let v2 else { throw reader.missingKey("id") }
        guard let v3 else { throw reader.missingKey("id_str") }
        guard let v4 else { throw reader.missingKey("text") }
        guard let v5 else { throw reader.missingKey("source") }
        guard let v6 else { throw reader.missingKey("truncated") }
        guard let v12 else { throw reader.missingKey("user") }
        guard let v17 else { throw reader.missingKey("retweet_count") }
        guard let v18 else { throw reader.missingKey("favorite_count") }
        guard let v19 else { throw reader.missingKey("entities") }
        guard let v20 else { throw reader.missingKey("favorited") }
        guard let v21 else { throw reader.missingKey("retweeted") }
        guard let v22 else { throw reader.missingKey("lang") }
        self.init(
            metadata: v0, createdAt: v1, id: v2, idStr: v3, text: v4, source: v5, truncated: v6, inReplyToStatusId: v7,
            inReplyToStatusIdStr: v8, inReplyToUserId: v9, inReplyToUserIdStr: v10, inReplyToScreenName: v11, user: v12,
            geo: v13, coordinates: v14, place: v15, contributors: v16, retweetCount: v17, favoriteCount: v18,
            entities: v19, favorited: v20, retweeted: v21, lang: v22, retweetedStatus: v23, possiblySensitive: v24)
    }
}

extension TwitterMetadata: JSONDecodable {
    private static let jsonKeys = JSONKeys(["result_type", "iso_language_code"])

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
        guard let v0 else { throw reader.missingKey("result_type") }
        guard let v1 else { throw reader.missingKey("iso_language_code") }
        self.init(resultType: v0, isoLanguageCode: v1)
    }
}

extension TwitterUser: JSONDecodable {
    private static let jsonKeys = JSONKeys([
        "id", "id_str", "name", "screen_name", "location", "description", "url", "entities", "protected",
        "followers_count", "friends_count", "listed_count", "created_at", "favourites_count", "utc_offset", "time_zone",
        "geo_enabled", "verified", "statuses_count", "lang", "contributors_enabled", "is_translator",
        "is_translation_enabled", "profile_background_color", "profile_background_image_url",
        "profile_background_image_url_https", "profile_background_tile", "profile_image_url", "profile_image_url_https",
        "profile_banner_url", "profile_link_color", "profile_sidebar_border_color", "profile_sidebar_fill_color",
        "profile_text_color", "profile_use_background_image", "default_profile", "default_profile_image", "following",
        "follow_request_sent", "notifications",
    ])

    init(from reader: inout JSONReader) throws {
        var v0: Int64? = nil
        var v1: String? = nil
        var v2: String? = nil
        var v3: String? = nil
        var v4: String? = nil
        var v5: String? = nil
        var v6: String? = nil
        var v7: TwitterEntities? = nil
        var v8: Bool? = nil
        var v9: Int64? = nil
        var v10: Int64? = nil
        var v11: Int64? = nil
        var v12: String? = nil
        var v13: Int64? = nil
        var v14: Int64? = nil
        var v15: String? = nil
        var v16: Bool? = nil
        var v17: Bool? = nil
        var v18: Int64? = nil
        var v19: String? = nil
        var v20: Bool? = nil
        var v21: Bool? = nil
        var v22: Bool? = nil
        var v23: String? = nil
        var v24: String? = nil
        var v25: String? = nil
        var v26: Bool? = nil
        var v27: String? = nil
        var v28: String? = nil
        var v29: String? = nil
        var v30: String? = nil
        var v31: String? = nil
        var v32: String? = nil
        var v33: String? = nil
        var v34: Bool? = nil
        var v35: Bool? = nil
        var v36: Bool? = nil
        var v37: Bool? = nil
        var v38: Bool? = nil
        var v39: Bool? = nil
        let keys = Self.jsonKeys
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: keys, seen: &seen) {
            switch key {
            case 0: v0 = try reader.readInt64()
            case 1: v1 = try reader.readString()
            case 2: v2 = try reader.readString()
            case 3: v3 = try reader.readString()
            case 4: v4 = try reader.readString()
            case 5: v5 = try reader.readString()
            case 6: v6 = reader.readNull() ? nil : try reader.readString()
            case 7: v7 = try reader.read(TwitterEntities.self)
            case 8: v8 = try reader.readBool()
            case 9: v9 = try reader.readInt64()
            case 10: v10 = try reader.readInt64()
            case 11: v11 = try reader.readInt64()
            case 12: v12 = try reader.readString()
            case 13: v13 = try reader.readInt64()
            case 14: v14 = reader.readNull() ? nil : try reader.readInt64()
            case 15: v15 = reader.readNull() ? nil : try reader.readString()
            case 16: v16 = try reader.readBool()
            case 17: v17 = try reader.readBool()
            case 18: v18 = try reader.readInt64()
            case 19: v19 = try reader.readString()
            case 20: v20 = try reader.readBool()
            case 21: v21 = try reader.readBool()
            case 22: v22 = try reader.readBool()
            case 23: v23 = try reader.readString()
            case 24: v24 = try reader.readString()
            case 25: v25 = try reader.readString()
            case 26: v26 = try reader.readBool()
            case 27: v27 = try reader.readString()
            case 28: v28 = try reader.readString()
            case 29: v29 = reader.readNull() ? nil : try reader.readString()
            case 30: v30 = try reader.readString()
            case 31: v31 = try reader.readString()
            case 32: v32 = try reader.readString()
            case 33: v33 = try reader.readString()
            case 34: v34 = try reader.readBool()
            case 35: v35 = try reader.readBool()
            case 36: v36 = try reader.readBool()
            case 37: v37 = try reader.readBool()
            case 38: v38 = try reader.readBool()
            case 39: v39 = try reader.readBool()
            default: try reader.skipValue()
            }
        }
        guard let v0 else { throw reader.missingKey("id") }
        guard let v1 else { throw reader.missingKey("id_str") }
        guard let v2 else { throw reader.missingKey("name") }
        guard let v3 else { throw reader.missingKey("screen_name") }
        guard let v4 else { throw reader.missingKey("location") }
        guard let v5 else { throw reader.missingKey("description") }
        guard let v7 else { throw reader.missingKey("entities") }
        guard let v8 else { throw reader.missingKey("protected") }
        guard let v9 else { throw reader.missingKey("followers_count") }
        guard let v10 else { throw reader.missingKey("friends_count") }
        guard let v11 else { throw reader.missingKey("listed_count") }
        guard let v12 else { throw reader.missingKey("created_at") }
        guard let v13 else { throw reader.missingKey("favourites_count") }
        guard let v16 else { throw reader.missingKey("geo_enabled") }
        guard let v17 else { throw reader.missingKey("verified") }
        guard let v18 else { throw reader.missingKey("statuses_count") }
        guard let v19 else { throw reader.missingKey("lang") }
        guard let v20 else { throw reader.missingKey("contributors_enabled") }
        guard let v21 else { throw reader.missingKey("is_translator") }
        guard let v22 else { throw reader.missingKey("is_translation_enabled") }
        guard let v23 else { throw reader.missingKey("profile_background_color") }
        guard let v24 else { throw reader.missingKey("profile_background_image_url") }
        guard let v25 else { throw reader.missingKey("profile_background_image_url_https") }
        guard let v26 else { throw reader.missingKey("profile_background_tile") }
        guard let v27 else { throw reader.missingKey("profile_image_url") }
        guard let v28 else { throw reader.missingKey("profile_image_url_https") }
        guard let v30 else { throw reader.missingKey("profile_link_color") }
        guard let v31 else { throw reader.missingKey("profile_sidebar_border_color") }
        guard let v32 else { throw reader.missingKey("profile_sidebar_fill_color") }
        guard let v33 else { throw reader.missingKey("profile_text_color") }
        guard let v34 else { throw reader.missingKey("profile_use_background_image") }
        guard let v35 else { throw reader.missingKey("default_profile") }
        guard let v36 else { throw reader.missingKey("default_profile_image") }
        guard let v37 else { throw reader.missingKey("following") }
        guard let v38 else { throw reader.missingKey("follow_request_sent") }
        guard let v39 else { throw reader.missingKey("notifications") }
        self.init(
            id: v0, idStr: v1, name: v2, screenName: v3, location: v4, description: v5, url: v6, entities: v7,
            protected: v8, followersCount: v9, friendsCount: v10, listedCount: v11, createdAt: v12,
            favouritesCount: v13, utcOffset: v14, timeZone: v15, geoEnabled: v16, verified: v17, statusesCount: v18,
            lang: v19, contributorsEnabled: v20, isTranslator: v21, isTranslationEnabled: v22,
            profileBackgroundColor: v23, profileBackgroundImageUrl: v24, profileBackgroundImageUrlHttps: v25,
            profileBackgroundTile: v26, profileImageUrl: v27, profileImageUrlHttps: v28, profileBannerUrl: v29,
            profileLinkColor: v30, profileSidebarBorderColor: v31, profileSidebarFillColor: v32, profileTextColor: v33,
            profileUseBackgroundImage: v34, defaultProfile: v35, defaultProfileImage: v36, following: v37,
            followRequestSent: v38, notifications: v39)
    }
}
