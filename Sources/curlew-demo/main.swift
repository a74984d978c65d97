// curlew-demo: typed calls against httpbin through the client generated from Specs/Httpbin.curlew.json.
//
// Usage: curlew-demo BASE_URL      (`make demo` starts a local httpbin and passes its URL)
import Curlew
import Foundation

guard CommandLine.arguments.count == 2, let baseURL = URL(string: CommandLine.arguments[1]),
    ["http", "https"].contains(baseURL.scheme?.lowercased()), baseURL.host?.isEmpty == false
else {
    let given =
        CommandLine.arguments.count == 2 ? "not an http(s) URL with a host: '\(CommandLine.arguments[1])'\n" : ""
    FileHandle.standardError.write(Data((given + "usage: curlew-demo BASE_URL   (e.g. http://127.0.0.1:8080)\n").utf8))
    exit(2)
}

let client = HttpbinClient(baseURL: baseURL)
var failures = 0

/// Runs one demo step, printing its outcome; counts anything unexpected as a failure.
@MainActor
func step(_ title: String, _ body: () async throws -> String) async {
    do {
        print("✓ \(title)\n    \(try await body())")
    } catch {
        failures += 1
        print("✗ \(title)\n    unexpected: \(error)")
    }
}

/// Runs a step that must fail with a `CurlewError` of `kind`.
@MainActor
func expectFailure(_ title: String, kind: CurlewError.Kind, _ body: () async throws -> Void) async {
    await step(title) {
        do {
            try await body()
        } catch let error as CurlewError where error.kind == kind {
            return "CurlewError(\(error.kind)): \(error)"
        }
        throw DemoError("expected a \(kind) error, but the call succeeded")
    }
}

/// A demo expectation that did not hold.
struct DemoError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The demo's calls, in order, each printed as it ends.
@MainActor
func runDemo() async {
    print("Curlew demo against \(baseURL.absoluteString)\n")

    await step("GET /get with query items → Echo") {
        let echo = try await client.getQuery(name: "curlew & co", limit: 3, tags: ["swift", "linux"])
        return "args: name=\(echo.args["name"]?.description ?? "-") limit=\(echo.args["limit"]?.description ?? "-") "
            + "tags=\(echo.args["tags"]?.description ?? "-")\n    url: \(echo.url)"
    }

    await step("POST /anything with a Pet as JSON → AnythingEcho") {
        let pet = Pet(
            id: 7, name: "Rex", tag: "dog", status: .available,
            bornAt: Date(timeIntervalSince1970: 1_600_000_000), attributes: ["vaccinated": .bool(true)])
        let echo = try await client.postAnything(body: pet)
        guard let returned = echo.json else { throw DemoError("httpbin did not echo the JSON body") }
        return "\(echo.method) echoed \(returned.name) (id \(returned.id), \(returned.status.rawValue), "
            + "born \(returned.bornAt.map { ISO8601DateFormatter().string(from: $0) } ?? "-")); equal: \(returned == pet)"
    }

    await step("GET /json → SlideshowDocument with nested Slides") {
        let document = try await client.getSlideshow()
        let show = document.slideshow
        let slides = show.slides.map { "\"\($0.title)\" (\($0.items?.count ?? 0) items)" }.joined(separator: ", ")
        return "\"\(show.title)\" by \(show.author): \(slides)"
    }

    await step("GET /headers with a header parameter → HeadersEcho") {
        let echo = try await client.headers(xTraceId: "demo-42")
        return "X-Trace-Id: \(echo.headers["X-Trace-Id"] ?? "-"), User-Agent: \(echo.headers["User-Agent"] ?? "-")"
    }

    await expectFailure("GET /status/418 → CurlewError with the status", kind: .httpStatus) {
        try await client.status(code: 418)
    }

    await expectFailure("GET /delay/3 with a 500 ms timeout → CurlewError timeout", kind: .timeout) {
        _ = try await client.timeout(.milliseconds(500)).delay(seconds: 3)
    }
}

// The calls run in a function rather than in the top-level code, whose async frame (and the strings it holds)
// would still be alive at exit(), where LeakSanitizer (the suite's ASan run starts this program) reports them.
await runDemo()
print(failures == 0 ? "\nAll demo calls behaved as expected." : "\n\(failures) demo call(s) went wrong.")
exit(failures == 0 ? 0 : 1)
