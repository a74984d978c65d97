import CurlewJSON

// Full Codable models of citm_catalog.json, as Foundation's JSONDecoder reads them.

/// `CitmCatalog` in citm_catalog.json.
struct CitmCatalog: Codable, Equatable, Sendable {
    var areaNames: [String: String]
    var audienceSubCategoryNames: [String: String]
    var blockNames: [String: String]
    var events: [String: CitmEvent]
    var performances: [CitmPerformance]
    var seatCategoryNames: [String: String]
    var subTopicNames: [String: String]
    var subjectNames: [String: String]
    var topicNames: [String: String]
    var topicSubTopics: [String: [Int64]]
    var venueNames: [String: String]

    enum CodingKeys: String, CodingKey {
        case areaNames
        case audienceSubCategoryNames
        case blockNames
        case events
        case performances
        case seatCategoryNames
        case subTopicNames
        case subjectNames
        case topicNames
        case topicSubTopics
        case venueNames
    }
}

/// `CitmEvent` in citm_catalog.json.
struct CitmEvent: Codable, Equatable, Sendable {
    var description: JSONValue?
    var id: Int64
    var logo: String?
    var name: String
    var subTopicIds: [Int64]
    var subjectCode: JSONValue?
    var subtitle: JSONValue?
    var topicIds: [Int64]

    enum CodingKeys: String, CodingKey {
        case description
        case id
        case logo
        case name
        case subTopicIds
        case subjectCode
        case subtitle
        case topicIds
    }
}

/// `CitmPerformance` in citm_catalog.json.
struct CitmPerformance: Codable, Equatable, Sendable {
    var eventId: Int64
    var id: Int64
    var logo: String?
    var name: JSONValue?
    var prices: [CitmPrice]
    var seatCategories: [CitmSeatCategory]
    var seatMapImage: JSONValue?
    var start: Int64
    var venueCode: String

    enum CodingKeys: String, CodingKey {
        case eventId
        case id
        case logo
        case name
        case prices
        case seatCategories
        case seatMapImage
        case start
        case venueCode
    }
}

/// `CitmPrice` in citm_catalog.json.
struct CitmPrice: Codable, Equatable, Sendable {
    var amount: Int64
    var audienceSubCategoryId: Int64
    var seatCategoryId: Int64

    enum CodingKeys: String, CodingKey {
        case amount
        case audienceSubCategoryId
        case seatCategoryId
    }
}

/// `CitmSeatCategory` in citm_catalog.json.
struct CitmSeatCategory: Codable, Equatable, Sendable {
    var areas: [CitmArea]
    var seatCategoryId: Int64

    enum CodingKeys: String, CodingKey {
        case areas
        case seatCategoryId
    }
}

/// `CitmArea` in citm_catalog.json.
struct CitmArea: Codable, Equatable, Sendable {
    var areaId: Int64
    var blockIds: [JSONValue]

    enum CodingKeys: String, CodingKey {
        case areaId
        case blockIds
    }
}
