import Foundation
import Testing

@testable import CurlewJSON

/// swift-foundation's `test_JSONPassTests` and `test_JSONFailTests` (Apache 2.0 with Runtime Library Exception),
/// which read the json.org checker's documents from its test bundle. Here the documents are our own, of the same
/// shapes and with the same faults, each run through Foundation's coders and Curlew's: a passing document decodes to
/// equal values in both, and both encoders write it back byte for byte alike (sorted, plain and pretty); a failing
/// one fails in both, read plainly and with `assumesTopLevelDictionary` as the original read them.
@Suite struct FoundationPortedPassFailTests {
    // MARK: Failing documents

    /// (checker name, input, type, plain, assuming a top-level dictionary)
    static let failures: [(String, String, DecodeShape, DecodeOutcome, DecodeOutcome)] = [
        ("fail1", #""A JSON payload should be an object or array, not a string.""#, .string, .same, .bothFail),
        ("fail2", #"["Unclosed array""#, .strings, .bothFail, .bothFail),
        ("fail3", #"{unquoted_key: "keys must be quoted"}"#, .stringMap, .bothFail, .bothFail),
        ("fail4", #"["extra comma",]"#, .strings, .foundationOnly, .bothFail),
        ("fail5", #"["double extra comma",,]"#, .strings, .bothFail, .bothFail),
        ("fail6", #"[   , "<-- missing value"]"#, .strings, .bothFail, .bothFail),
        ("fail7", #"["Comma after the close"],"#, .strings, .bothFail, .bothFail),
        ("fail8", #"["Extra close"]]"#, .strings, .bothFail, .bothFail),
        ("fail9", #"{"Extra comma": true,}"#, .boolMap, .foundationOnly, .foundationOnly),
        ("fail10", #"{"Extra value after close": true} "misplaced quoted value""#, .boolMap, .bothFail, .bothFail),
        ("fail11", #"{"Illegal expression": 1 + 2}"#, .intMap, .bothFail, .bothFail),
        ("fail12", #"{"Illegal invocation": alert()}"#, .intMap, .bothFail, .bothFail),
        ("fail13", #"{"Numbers cannot have leading zeroes": 013}"#, .intMap, .bothFail, .bothFail),
        ("fail14", #"{"Numbers cannot be hex": 0x14}"#, .intMap, .bothFail, .bothFail),
        ("fail15", #"["Illegal backslash escape: \x15"]"#, .strings, .bothFail, .bothFail),
        ("fail16", #"[\naked]"#, .strings, .bothFail, .bothFail),
        ("fail17", #"["Illegal backslash escape: \017"]"#, .strings, .bothFail, .bothFail),
        (
            "fail18", String(repeating: "[", count: 20) + #""Too deep""# + String(repeating: "]", count: 20), .strings,
            .bothFail, .bothFail
        ),
        ("fail19", #"{"Missing colon" null}"#, .optionalStringMap, .bothFail, .bothFail),
        ("fail21", #"{"Comma instead of colon", null}"#, .optionalStringMap, .bothFail, .bothFail),
        ("fail22", #"["Colon instead of comma": false]"#, .strings, .bothFail, .bothFail),
        ("fail23", #"["Bad value", truth]"#, .strings, .bothFail, .bothFail),
        ("fail24", "['single quote']", .strings, .bothFail, .bothFail),
        ("fail25", "[\"\ttab\tcharacter\tin\tstring\t\"]", .strings, .bothFail, .bothFail),
        ("fail26", #"["tab\   character\   in\  string\  "]"#, .strings, .bothFail, .bothFail),
        ("fail27", "[\"line\nbreak\"]", .strings, .bothFail, .bothFail),
        ("fail28", "[\"line\\\nbreak\"]", .strings, .bothFail, .bothFail),
        ("fail29", "[0e]", .floats, .bothFail, .bothFail),
        ("fail30", "[0e+]", .floats, .bothFail, .bothFail),
        ("fail31", "[0e+-1]", .floats, .bothFail, .bothFail),
        ("fail32", #"{"Comma instead if closing brace": true,"#, .boolMap, .bothFail, .bothFail),
        ("fail33", #"["mismatch"}"#, .strings, .bothFail, .bothFail),
        // The original's own additions, in our words.
        ("fail34", #"["\uD800"]"#, .strings, .bothFail, .bothFail),
        ("fail35", #"{"a" "b"}"#, .stringMap, .bothFail, .bothFail),
        ("fail36", #"{"a": 1}}"#, .intMap, .bothFail, .bothFail),
        ("fail37", #"{"a": 01}"#, .intMap, .bothFail, .bothFail),
        ("fail38", #"{"a": 1.}"#, .floatMap, .bothFail, .bothFail),
        ("fail39", #"{"a": "\u00"}"#, .stringMap, .bothFail, .bothFail),
        ("fail40", #"{"a": "b""#, .stringMap, .bothFail, .bothFail),
        ("fail41", #"{"a": nul}"#, .stringMap, .bothFail, .bothFail),
    ]

    @Test(arguments: failures)
    func aCheckerFailureFailsInBoth(
        name: String, json: String, shape: DecodeShape, plain: DecodeOutcome, assumed: DecodeOutcome
    ) {
        #expect(shape.outcome(json, foundation: JSONDecoder(), curlew: CurlewJSONDecoder()) == plain, "\(name)")
        let foundation = JSONDecoder()
        foundation.assumesTopLevelDictionary = true
        var curlew = CurlewJSONDecoder()
        curlew.assumesTopLevelDictionary = true
        #expect(shape.outcome(json, foundation: foundation, curlew: curlew) == assumed, "\(name) assumed")
    }

    // MARK: Passing documents

    /// Decodes `json` with both decoders to equal values, then writes it with both encoders (sorted, plain and
    /// pretty) to equal bytes that both decoders read back to the same value.
    static func passes<T: Codable & Equatable>(
        _ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let theirs = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        let ours = try CurlewJSONDecoder().decode(T.self, from: Array(json.utf8))
        #expect(ours == theirs, sourceLocation: sourceLocation)
        for pretty in [false, true] {
            let coders = FoundationPortedTests.Coders { fe, _, ce, _ in
                if pretty {
                    fe.outputFormatting.insert(.prettyPrinted)
                    ce.outputFormatting.insert(.prettyPrinted)
                }
            }
            try coders.roundTrip(ours, sourceLocation: sourceLocation)
        }
    }

    struct Glossary: Codable, Equatable {
        struct Entry: Codable, Equatable {
            var id, sortAs, term, acronym, abbreviation: String
            var definition: Definition
            var see: String
            enum CodingKeys: String, CodingKey {
                case id = "ID"
                case sortAs = "SortAs"
                case term = "GlossTerm"
                case acronym = "Acronym"
                case abbreviation = "Abbrev"
                case definition = "GlossDef"
                case see = "GlossSee"
            }
        }
        struct Definition: Codable, Equatable {
            var para: String
            var seeAlso: [String]
            enum CodingKeys: String, CodingKey {
                case para
                case seeAlso = "GlossSeeAlso"
            }
        }
        var glossary: Body
        struct Body: Codable, Equatable {
            var title: String
            var div: Division
            enum CodingKeys: String, CodingKey {
                case title
                case div = "GlossDiv"
            }
        }
        struct Division: Codable, Equatable {
            var title: String
            var list: [String: Entry]
            enum CodingKeys: String, CodingKey {
                case title
                case list = "GlossList"
            }
        }
    }

    struct Menu: Codable, Equatable {
        struct Item: Codable, Equatable {
            var id: String
            var label: String?
        }
        var header: String
        var items: [Item?]
    }

    struct Image: Codable, Equatable {
        struct Thumbnail: Codable, Equatable {
            var url: String
            var height: Int
            var width: String
            enum CodingKeys: String, CodingKey {
                case url = "Url"
                case height = "Height"
                case width = "Width"
            }
        }
        var width, height: Int
        var title: String
        var thumbnail: Thumbnail
        var ids: [Int]
        enum CodingKeys: String, CodingKey {
            case width = "Width"
            case height = "Height"
            case title = "Title"
            case thumbnail = "Thumbnail"
            case ids = "IDs"
        }
    }

    struct Place: Codable, Equatable {
        var precision: String
        var latitude, longitude: Double
        var address, city, state, zip, country: String
        enum CodingKeys: String, CodingKey {
            case precision
            case latitude = "Latitude"
            case longitude = "Longitude"
            case address = "Address"
            case city = "City"
            case state = "State"
            case zip = "Zip"
            case country = "Country"
        }
    }

    /// The checker's `pass1` in spirit: every kind of value, escapes in keys and strings, numbers in every spelling.
    struct Specials: Codable, Equatable {
        var integer: UInt64
        var real, e, upperE, empty: Double
        var zero, one: UInt8
        var space, quote, backslash, controls, slash, alpha, digit, special, hex: String
        var yes: Bool
        var no: Bool
        var null: Bool?
        var array: [String]
        var object: [String: String]
        var spaced, compact: [Int]
        var jsontext, escapedKey: String
        enum CodingKeys: String, CodingKey {
            case integer, real, e
            case upperE = "E"
            case empty = ""
            case zero, one, space, quote, backslash, controls, slash, alpha, digit
            case special, hex
            case yes = "true"
            case no = "false"
            case null, array, object
            case spaced = " s p a c e d "
            case compact, jsontext
            case escapedKey =
                "/\\\"\u{CAFE}\u{BABE}\u{AB98}\u{FCDE}\u{bcda}\u{ef4A}\u{08}\u{0C}\n\r\t`1~!@#$%^&*()_+-=[]{}|;:',./<>?"
        }
    }

    static let specials = #"""
        {"integer": 1234567890, "real": -9876.543210, "e": 0.123456789e-12, "E": 1.234567890E+34,
         "":  23456789012E66, "zero": 0, "one": 1, "space": " ", "quote": "\"", "backslash": "\\",
         "controls": "\b\f\n\r\t", "slash": "/ & \/", "alpha": "abcdefghijklmnopqrstuvwyz",
         "digit": "0123456789", "special": "`1~!@#$%^&*()_+-={':[,]}|;.</>?", "hex": "\u0123\u4567\u89AB\uCDEF\uabcd\uef4A",
         "true": true, "false": false, "null": null, "array": [  ], "object": {  },
         " s p a c e d " :[1,2 , 3

        ,

        4 , 5        ,          6           ,7        ],"compact":[1,2,3,4,5,6,7],
         "jsontext": "{\"object with 1 member\":[\"array with 1 element\"]}",
         "\/\\\"\uCAFE\uBABE\uAB98\uFCDE\ubcda\uef4A\b\f\n\r\t`1~!@#$%^&*()_+-=[]{}|;:',./<>?" : "A key can be any string"}
        """#

    @Test func checkerDocumentsPassInBoth() throws {
        try Self.passes(
            Glossary.self,
            #"""
            {"glossary": {"title": "example glossary", "GlossDiv": {"title": "S", "GlossList": {"GlossEntry": {
              "ID": "SGML", "SortAs": "SGML", "GlossTerm": "Standard Generalized Markup Language", "Acronym": "SGML",
              "Abbrev": "ISO 8879:1986", "GlossDef": {"para": "A meta-markup language, used to create markup languages.",
              "GlossSeeAlso": ["GML", "XML"]}, "GlossSee": "markup"}}}}}
            """#)
        try Self.passes(
            [String: Menu].self,
            #"""
            {"menu": {"header": "SVG Viewer", "items": [{"id": "Open"}, {"id": "OpenNew", "label": "Open New"}, null,
              {"id": "ZoomIn", "label": "Zoom In"}, {"id": "Quality"}, null, {"id": "Help"},
              {"id": "About", "label": "About Adobe CVG Viewer..."}]}}
            """#)
        try Self.passes(
            [String: Image].self,
            #"""
            {"Image": {"Width": 800, "Height": 600, "Title": "View from 15th Floor", "Thumbnail": {
              "Url": "http://www.example.com/image/481989943", "Height": 125, "Width": "100"},
              "IDs": [116, 943, 234, 38793]}}
            """#)
        try Self.passes(
            [Place].self,
            #"""
            [{"precision": "zip", "Latitude": 37.7668, "Longitude": -122.3959, "Address": "", "City": "SAN FRANCISCO",
              "State": "CA", "Zip": "94107", "Country": "US"},
             {"precision": "zip", "Latitude": 37.371991, "Longitude": -122.026020, "Address": "", "City": "SUNNYVALE",
              "State": "CA", "Zip": "94085", "Country": "US"}]
            """#)
        typealias Deep = [[[[[[[[[[[[[[[[[[[String]]]]]]]]]]]]]]]]]]]
        try Self.passes(
            Deep.self, String(repeating: "[", count: 19) + #""Not too deep""# + String(repeating: "]", count: 19))
        try Self.passes(Specials.self, Self.specials)
        try Self.passes([String: [String: String]].self, #"{"a": {"b": "c", "d": ""}, "e": {}}"#)
        try Self.passes([String: String].self, #"{"\u00e9t\u00e9": "summer", "emoji": "\ud83d\ude00"}"#)
        try Self.passes([String: Int].self, #"{"min": -9223372036854775808, "max": 9223372036854775807}"#)
        try Self.passes([String: [String: [String: String]]].self, #"{"1": {"2": {"3": "4"}}, "5": {}}"#)
        try Self.passes([String: Float].self, #"{"a": 1.5, "b": -0.0, "c": 3.4028235e38, "d": 1e-45}"#)
    }
}
