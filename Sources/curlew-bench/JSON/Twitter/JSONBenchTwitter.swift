import CurlewJSON

// Full Codable models of twitter.json, as Foundation's JSONDecoder reads them.

/// `TwitterDocument` in twitter.json.
struct TwitterDocument: Codable, Equatable, Sendable {
    var statuses: [TwitterStatus]
    var searchMetadata: TwitterSearchMetadata

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

/// `TwitterStatus` in twitter.json.
struct TwitterStatus: Codable, Equatable, Sendable {
    var metadata: TwitterMetadata
    var createdAt: String
    var id: Int64
    var idStr: String
    var text: String
    var source: String
    var truncated: Bool
    var inReplyToStatusId: Int64?
    var inReplyToStatusIdStr: String?
    var inReplyToUserId: Int64?
    var inReplyToUserIdStr: String?
    var inReplyToScreenName: String?
    var user: TwitterUser
    var geo: JSONValue?
    var coordinates: JSONValue?
    var place: JSONValue?
    var contributors: JSONValue?
    var retweetCount: Int64
    var favoriteCount: Int64
    var entities: TwitterEntities
    var favorited: Bool
    var retweeted: Bool
    var lang: String
    var retweetedStatus: JSONBenchIndirect<TwitterStatus>?
    var possiblySensitive: Bool?

    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idStr = "id_str"
        case text
        case source
        case truncated
        case inReplyToStatusId = "in_reply_to_status_id"
        case inReplyToStatusIdStr = "in_reply_to_status_id_str"
        case inReplyToUserId = "in_reply_to_user_id"
        case inReplyToUserIdStr = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user
        case geo
        case coordinates
        case place
        case contributors
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities
        case favorited
        case retweeted
        case lang
        case retweetedStatus = "retweeted_status"
        case possiblySensitive = "possibly_sensitive"
    }
}

/// `TwitterMetadata` in twitter.json.
struct TwitterMetadata: Codable, Equatable, Sendable {
    var resultType: String
    var isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
        case resultType = "result_type"
        case isoLanguageCode = "iso_language_code"
    }
}

/// `TwitterUser` in twitter.json.
struct TwitterUser: Codable, Equatable, Sendable {
    var id: Int64
    var idStr: String
    var name: String
    var screenName: String
    var location: String
    var description: String
    var url: String?
    var entities: TwitterEntities
    var protected: Bool
    var followersCount: Int64
    var friendsCount: Int64
    var listedCount: Int64
    var createdAt: String
    var favouritesCount: Int64
    var utcOffset: Int64?
    var timeZone: String?
    var geoEnabled: Bool
    var verified: Bool
    var statusesCount: Int64
    var lang: String
    var contributorsEnabled: Bool
    var isTranslator: Bool
    var isTranslationEnabled: Bool
    var profileBackgroundColor: String
    var profileBackgroundImageUrl: String
    var profileBackgroundImageUrlHttps: String
    var profileBackgroundTile: Bool
    var profileImageUrl: String
    var profileImageUrlHttps: String
    var profileBannerUrl: String?
    var profileLinkColor: String
    var profileSidebarBorderColor: String
    var profileSidebarFillColor: String
    var profileTextColor: String
    var profileUseBackgroundImage: Bool
    var defaultProfile: Bool
    var defaultProfileImage: Bool
    var following: Bool
    var followRequestSent: Bool
    var notifications: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case name
        case screenName = "screen_name"
        case location
        case description
        case url
        case entities
        case protected
        case followersCount = "followers_count"
        case friendsCount = "friends_count"
        case listedCount = "listed_count"
        case createdAt = "created_at"
        case favouritesCount = "favourites_count"
        case utcOffset = "utc_offset"
        case timeZone = "time_zone"
        case geoEnabled = "geo_enabled"
        case verified
        case statusesCount = "statuses_count"
        case lang
        case contributorsEnabled = "contributors_enabled"
        case isTranslator = "is_translator"
        case isTranslationEnabled = "is_translation_enabled"
        case profileBackgroundColor = "profile_background_color"
        case profileBackgroundImageUrl = "profile_background_image_url"
        case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
        case profileBackgroundTile = "profile_background_tile"
        case profileImageUrl = "profile_image_url"
        case profileImageUrlHttps = "profile_image_url_https"
        case profileBannerUrl = "profile_banner_url"
        case profileLinkColor = "profile_link_color"
        case profileSidebarBorderColor = "profile_sidebar_border_color"
        case profileSidebarFillColor = "profile_sidebar_fill_color"
        case profileTextColor = "profile_text_color"
        case profileUseBackgroundImage = "profile_use_background_image"
        case defaultProfile = "default_profile"
        case defaultProfileImage = "default_profile_image"
        case following
        case followRequestSent = "follow_request_sent"
        case notifications
    }
}

/// `TwitterEntities` in twitter.json.
struct TwitterEntities: Codable, Equatable, Sendable {
    var description: TwitterDescriptionEntities?
    var hashtags: [TwitterHashtag]?
    var symbols: [JSONValue]?
    var urls: [TwitterURL]?
    var userMentions: [TwitterUserMention]?
    var url: TwitterURLEntities?
    var media: [TwitterMedia]?

    enum CodingKeys: String, CodingKey {
        case description
        case hashtags
        case symbols
        case urls
        case userMentions = "user_mentions"
        case url
        case media
    }
}

/// `TwitterDescriptionEntities` in twitter.json.
struct TwitterDescriptionEntities: Codable, Equatable, Sendable {
    var urls: [TwitterURL]

    enum CodingKeys: String, CodingKey {
        case urls
    }
}

/// `TwitterUserMention` in twitter.json.
struct TwitterUserMention: Codable, Equatable, Sendable {
    var screenName: String
    var name: String
    var id: Int64
    var idStr: String
    var indices: [Int64]

    enum CodingKeys: String, CodingKey {
        case screenName = "screen_name"
        case name
        case id
        case idStr = "id_str"
        case indices
    }
}

/// `TwitterURLEntities` in twitter.json.
struct TwitterURLEntities: Codable, Equatable, Sendable {
    var urls: [TwitterURL]

    enum CodingKeys: String, CodingKey {
        case urls
    }
}

/// `TwitterURL` in twitter.json.
struct TwitterURL: Codable, Equatable, Sendable {
    var url: String
    var expandedUrl: String
    var displayUrl: String
    var indices: [Int64]

    enum CodingKeys: String, CodingKey {
        case url
        case expandedUrl = "expanded_url"
        case displayUrl = "display_url"
        case indices
    }
}

/// `TwitterMedia` in twitter.json.
struct TwitterMedia: Codable, Equatable, Sendable {
    var id: Int64
    var idStr: String
    var indices: [Int64]
    var mediaUrl: String
    var mediaUrlHttps: String
    var url: String
    var displayUrl: String
    var expandedUrl: String
    var `type`: String
    var sizes: TwitterSizes
    var sourceStatusId: Int64?
    var sourceStatusIdStr: String?

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case indices
        case mediaUrl = "media_url"
        case mediaUrlHttps = "media_url_https"
        case url
        case displayUrl = "display_url"
        case expandedUrl = "expanded_url"
        case `type`
        case sizes
        case sourceStatusId = "source_status_id"
        case sourceStatusIdStr = "source_status_id_str"
    }
}

/// `TwitterSizes` in twitter.json.
struct TwitterSizes: Codable, Equatable, Sendable {
    var medium: TwitterMedium
    var small: TwitterSmall
    var thumb: TwitterThumb
    var large: TwitterLarge

    enum CodingKeys: String, CodingKey {
        case medium
        case small
        case thumb
        case large
    }
}

/// `TwitterMedium` in twitter.json.
struct TwitterMedium: Codable, Equatable, Sendable {
    var w: Int64
    var h: Int64
    var resize: String

    enum CodingKeys: String, CodingKey {
        case w
        case h
        case resize
    }
}

/// `TwitterSmall` in twitter.json.
struct TwitterSmall: Codable, Equatable, Sendable {
    var w: Int64
    var h: Int64
    var resize: String

    enum CodingKeys: String, CodingKey {
        case w
        case h
        case resize
    }
}

/// `TwitterThumb` in twitter.json.
struct TwitterThumb: Codable, Equatable, Sendable {
    var w: Int64
    var h: Int64
    var resize: String

    enum CodingKeys: String, CodingKey {
        case w
        case h
        case resize
    }
}

/// `TwitterLarge` in twitter.json.
struct TwitterLarge: Codable, Equatable, Sendable {
    var w: Int64
    var h: Int64
    var resize: String

    enum CodingKeys: String, CodingKey {
        case w
        case h
        case resize
    }
}

/// `TwitterHashtag` in twitter.json.
struct TwitterHashtag: Codable, Equatable, Sendable {
    var text: String
    var indices: [Int64]

    enum CodingKeys: String, CodingKey {
        case text
        case indices
    }
}

/// `TwitterSearchMetadata` in twitter.json.
struct TwitterSearchMetadata: Codable, Equatable, Sendable {
    var completedIn: Double
    var maxId: Int64
    var maxIdStr: String
    var nextResults: String
    var query: String
    var refreshUrl: String
    var count: Int64
    var sinceId: Int64
    var sinceIdStr: String

    enum CodingKeys: String, CodingKey {
        case completedIn = "completed_in"
        case maxId = "max_id"
        case maxIdStr = "max_id_str"
        case nextResults = "next_results"
        case query
        case refreshUrl = "refresh_url"
        case count
        case sinceId = "since_id"
        case sinceIdStr = "since_id_str"
    }
}
