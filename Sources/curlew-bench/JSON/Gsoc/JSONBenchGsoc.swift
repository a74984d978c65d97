import CurlewJSON

// Full Codable models of gsoc-2018.json, as Foundation's JSONDecoder reads them.

/// `GsocProject` in gsoc-2018.json.
struct GsocProject: Codable, Equatable, Sendable {
    var context: String
    var `type`: String
    var name: String
    var description: String
    var sponsor: GsocSponsor
    var author: GsocAuthor

    enum CodingKeys: String, CodingKey {
        case context = "@context"
        case `type` = "@type"
        case name
        case description
        case sponsor
        case author
    }
}

/// `GsocSponsor` in gsoc-2018.json.
struct GsocSponsor: Codable, Equatable, Sendable {
    var `type`: String
    var name: String
    var disambiguatingDescription: String
    var description: String
    var url: String
    var logo: String

    enum CodingKeys: String, CodingKey {
        case `type` = "@type"
        case name
        case disambiguatingDescription
        case description
        case url
        case logo
    }
}

/// `GsocAuthor` in gsoc-2018.json.
struct GsocAuthor: Codable, Equatable, Sendable {
    var `type`: String
    var name: String

    enum CodingKeys: String, CodingKey {
        case `type` = "@type"
        case name
    }
}
