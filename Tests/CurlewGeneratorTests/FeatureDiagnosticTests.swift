import Foundation
import Testing

@testable import CurlewGenerator

/// Broken specs using the wave-2 features (defaults, required, deprecated, integer enums, includes, unions,
/// servers, timeouts, auth, retry, form/multipart/raw bodies, streams) and their exact diagnostics.
@Suite struct FeatureDiagnosticTests {
    func diagnose(_ text: String) -> [String] {
        Generator.generate(SpecFile(name: "t.curlew.json", text: text)).diagnostics.map(\.description)
    }

    @Test func defaultsRequiredAndDeprecatedAreChecked() {
        let spec = """
            {
              "name": "T",
              "models": {
                "A": { "fields": {
                  "n": { "type": "Int32", "default": 3000000000 },
                  "s": { "type": "String", "default": 3 },
                  "e": { "type": "E", "default": "c" },
                  "i": { "type": "IE", "default": "1" },
                  "d": { "type": "Date", "default": "2024-01-01" },
                  "o": { "type": "Int?", "default": 1 },
                  "r": { "type": "Int", "required": true },
                  "q": { "type": "Int?", "required": "yes" },
                  "x": { "type": "Int", "deprecated": 3 },
                  "arr": { "type": "[Int]", "default": [1] }
                } },
                "E": { "enum": ["a", "b"] },
                "IE": { "enum": [1, 2] }
              }
            }
            """
        #expect(
            diagnose(spec) == [
                #"t.curlew.json:5:42: error: the default 3000000000 of field 'n' is not a whole number within Int32"#,
                #"t.curlew.json:6:43: error: the default of field 's' must be a string for type 'String', found a number"#,
                #"t.curlew.json:7:38: error: the default of field 'e' must be one of the values of 'E' ("a", "b")"#,
                #"t.curlew.json:8:39: error: the default of field 'i' must be one of the values of 'IE' (1, 2)"#,
                #"t.curlew.json:9:41: error: field 'd' cannot have a default: defaults are for strings, numbers, Bool, enums, [] and {}, not 'Date'"#,
                #"t.curlew.json:10:22: warning: field 'o' has a default, so it is never nil; its '?' is ignored"# + "\n"
                    + #"t.curlew.json:10:22: note: write 'Int'"#,
                #"t.curlew.json:11:41: warning: a non-optional field is always required; 'required' of field 'r' is ignored"#,
                #"t.curlew.json:12:42: error: expected true or false for 'required', found a string"#,
                #"t.curlew.json:13:43: error: expected true, false or a message for 'deprecated', found a number"#,
                #"t.curlew.json:14:44: error: the default of field 'arr' must be [] (the only array default) for type '[Int]', found an array"#,
            ])
    }

    @Test func enumsIncludesAndUnionsAreChecked() {
        let spec = """
            {
              "name": "T",
              "models": {
                "A": { "fields": { "n": "Int" } },
                "E": { "enum": ["a"] },
                "IE": { "enum": [1, "two", 1.5, 1] },
                "X": { "enum": { "one": 1, "two": 2, "One": 3 } },
                "B": { "includes": ["A", "Nope", "E"], "fields": { "n": "Int" } },
                "C": { "includes": "D", "fields": {} },
                "D": { "includes": "C", "fields": {} },
                "U": { "union": { "a": "A", "e": "E", "z": "Zed" } },
                "V": { "union": { "c": "Bad" }, "discriminator": "kind" },
                "Bad": { "fields": { "kind": "Int" } },
                "W": { "fields": { "x": "Int" }, "discriminator": "k" }
              }
            }
            """
        #expect(
            diagnose(spec) == [
                #"t.curlew.json:6:25: error: expected an integer (like the first value) in enum 'IE', found a string"#,
                #"t.curlew.json:6:32: error: integer enum values must be whole numbers within Int, found '1.5' in 'IE'"#,
                #"t.curlew.json:6:37: error: duplicate enum value '1' in 'IE'"#,
                #"t.curlew.json:7:49: error: case name 'one' is used twice in enum 'X'"#,
                #"t.curlew.json:8:24: error: field 'n' of 'B' clashes with the one from 'A' in 'B'"#,
                #"t.curlew.json:8:30: error: unknown model 'Nope' in 'includes' of 'B'"#,
                #"t.curlew.json:8:38: error: 'includes' of 'B' names 'E', which has no fields"#,
                #"t.curlew.json:10:24: error: model 'C' includes itself (through 'D')"#,
                #"t.curlew.json:11:5: error: union 'U' needs a 'discriminator': the JSON key that names the variant"#
                    + "\n" + #"t.curlew.json:11:5: note: e.g. "discriminator": "kind""#,
                #"t.curlew.json:11:38: error: variant 'e' of 'U' must be a model with 'fields', not 'E'"#,
                #"t.curlew.json:11:48: error: unknown model 'Zed' for variant 'z' of 'U'"#,
                #"t.curlew.json:12:21: error: field 'kind' of 'Bad' holds the discriminator 'kind' of 'V', so it must be a String or a string enum, not 'Int'"#,
                #"t.curlew.json:14:38: warning: 'discriminator' applies to models with 'union'; it is ignored in 'W'"#,
            ])
    }

    @Test func serversTimeoutsAndParameterDefaultsAreChecked() {
        let spec = """
            {
              "name": "T",
              "servers": { "prod": "ftp://x", "api": "http://a", "s": { "doc": "no url" } },
              "endpoints": {
                "a": { "GET": "/a/{id}", "params": { "id": { "type": "Int", "default": 1 } }, "timeout": 0, "retry": {} },
                "b": { "GET": "/b", "query": { "q": { "type": "Int?", "default": 5 } }, "deprecated": 1 }
              }
            }
            """
        #expect(
            diagnose(spec) == [
                #"t.curlew.json:3:24: error: server 'prod' must be an absolute http:// or https:// URL, found 'ftp://x'"#,
                #"t.curlew.json:3:35: error: server name 'api' becomes 'api', which clashes with the client's 'api' property"#,
                #"t.curlew.json:3:59: error: missing 'url' for server 's'"#,
                #"t.curlew.json:5:76: error: path parameter 'id' of endpoint 'a' cannot have a default: it is part of the path"#,
                #"t.curlew.json:5:94: error: 'timeout' of endpoint 'a' must be a number of seconds between 0 and 86400, found 0"#
                    + "\n" + #"t.curlew.json:5:94: note: e.g. "timeout": 2.5"#,
                #"t.curlew.json:6:51: warning: query parameter 'q' of endpoint 'b' has a default, so it is never nil; its '?' is ignored"#
                    + "\n" + #"t.curlew.json:6:51: note: write 'Int'"#,
                #"t.curlew.json:6:91: error: expected true, false or a message for 'deprecated', found a number"#,
            ])
    }

    @Test func authRetryBodiesAndStreamsAreChecked() {
        let spec = """
            {
              "name": "T",
              "auth": { "bearer": {}, "oauth": {}, "apiKey": { "cookie": "x" } },
              "retry": { "attempts": 11, "statuses": [200, 999], "nonIdempotent": 1 },
              "models": { "Auth": { "fields": {} } },
              "endpoints": {
                "login": { "POST": "/login", "form": { "user": "String", "pet": "Auth" }, "body": "Auth", "auth": "none" },
                "photo": { "POST": "/photo", "multipart": { "file": "File", "extra": "[String]" } },
                "list": { "GET": "/pets", "returns": "[File]", "stream": true },
                "one": { "GET": "/pet", "returns": "Auth", "stream": true, "servers": {} },
                "raw": { "PUT": "/raw", "raw": "pdf", "retry": "often" },
                "get": { "GET": "/g", "form": { "a": "Int" } },
                "listStream": { "GET": "/s" },
                "listS": { "GET": "/s", "returns": "[Int]", "stream": true }
              }
            }
            """
        #expect(
            diagnose(spec) == [
                #"t.curlew.json:3:27: error: unknown auth scheme 'oauth'"#,
                #"t.curlew.json:3:50: error: 'apiKey' needs exactly one of 'header' or 'query'"# + "\n"
                    + #"t.curlew.json:3:50: note: e.g. "apiKey": { "header": "X-API-Key" }"#,
                #"t.curlew.json:3:52: warning: unknown key 'cookie' in 'apiKey' is ignored"#,
                #"t.curlew.json:4:26: error: 'attempts' of 'retry' of the spec must be a whole number from 1 to 10"#,
                #"t.curlew.json:4:48: error: expected an HTTP status code (100-599) in 'statuses'"#,
                #"t.curlew.json:4:71: error: expected true or false for 'nonIdempotent', found a number"#,
                #"t.curlew.json:5:15: error: model name 'Auth' clashes with the client's nested 'Auth' type (the spec declares 'auth')"#,
                #"t.curlew.json:7:34: error: endpoint 'login' has both 'body' and 'form'; a request has one body"#,
                #"t.curlew.json:7:103: error: expected true or false for 'auth' of endpoint 'login', found a string"#
                    + "\n"
                    + #"t.curlew.json:7:103: note: the schemes are declared once, at the top level; false sends this call without them"#,
                #"t.curlew.json:8:74: error: multipart field 'extra' of endpoint 'photo' must be a scalar, an enum, Data or File, not '[String]'"#,
                #"t.curlew.json:9:5: error: endpoint 'list' streams into 'listStream', which is another endpoint's name"#,
                #"t.curlew.json:9:44: error: type 'File' is only for 'multipart' fields (a file sent from disk)"#,
                #"t.curlew.json:9:62: error: 'stream' of endpoint 'list' needs 'returns' to be an array type, like "[Pet]""#,
                #"t.curlew.json:10:58: error: 'stream' of endpoint 'one' needs 'returns' to be an array type, like "[Pet]""#,
                #"t.curlew.json:10:64: error: 'servers' in endpoint 'one' is not supported yet"#,
                #"t.curlew.json:11:36: error: 'raw' of endpoint 'raw' must be a media type like "application/octet-stream", found 'pdf'"#,
                #"t.curlew.json:11:52: error: expected a number of attempts, false or an object for 'retry' of endpoint 'raw', found a string"#
                    + "\n" + #"t.curlew.json:11:52: note: e.g. "retry": { "attempts": 3, "statuses": [503] }"#,
                #"t.curlew.json:12:27: warning: a GET request with a body ('form' of endpoint 'get') is unusual; many servers ignore it"#,
            ])
    }
}
