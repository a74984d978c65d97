import Foundation

/// One stored response with what RFC 9111 needs to judge it: when it was asked for and received, and the
/// request header values its `Vary` names.
struct CachedResponse: Sendable {
    /// The cache key: the method and the absolute URL.
    var key: String
    var status: HTTPStatus
    var headers: HTTPHeaders
    var body: Data
    /// The request's values of the header fields the response's `Vary` names (lowercased names; `nil`: absent).
    var varying: [String: String?]
    /// When the request that got this response was sent, and when its response arrived (the stored one, or the
    /// 304 that last refreshed it).
    var requestTime: Date
    var responseTime: Date

    /// Bytes held, roughly: the body and the header text.
    var cost: Int { body.count + headers.reduce(key.utf8.count) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 } }

    var control: CacheControl { CacheControl(headers) }

    /// Whether `request` may be answered with this response: the same key, and the same values for each
    /// header field `Vary` names (RFC 9111 §4.1; whitespace around values and list separators ignored).
    func matches(_ request: HTTPRequest, key: String) -> Bool {
        key == self.key && varying.allSatisfy { Self.normalized(request.headers, $0.key) == $0.value }
    }

    /// The field names of `headers`' `Vary`, lowercased; `["*"]` for `Vary: *`.
    static func varyNames(_ headers: HTTPHeaders) -> [String] {
        headers.values(for: "Vary").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }.filter { !$0.isEmpty }
    }

    /// The request's value of `name` for `Vary` matching: every field of that name, each list member trimmed.
    static func normalized(_ headers: HTTPHeaders, _ name: String) -> String? {
        let values = headers.values(for: name)
        guard !values.isEmpty else { return nil }
        return values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: ",")
    }

    /// How long the response is fresh for (RFC 9111 §4.2.1): `max-age`, else `Expires` less `Date`, else, when
    /// `heuristic` allows, a tenth of the time since `Last-Modified`; else zero (stale at once).
    func freshnessLifetime(heuristic: Bool) -> TimeInterval {
        if let maxAge = control.maxAge { return TimeInterval(maxAge) }
        let date = headers["Date"].flatMap { HTTPDate.parse($0, now: responseTime) } ?? responseTime
        if let expires = headers["Expires"] {
            // an invalid Expires (`0`, say) means already expired
            return HTTPDate.parse(expires, now: responseTime).map { max(0, $0.timeIntervalSince(date)) } ?? 0
        }
        if heuristic, let lastModified = headers["Last-Modified"].flatMap({ HTTPDate.parse($0, now: responseTime) }) {
            return max(0, date.timeIntervalSince(lastModified)) / 10
        }
        return 0
    }

    /// The response's age at `now` (RFC 9111 §4.2.3): the age it arrived with (`Age`, or the clock gap since its
    /// `Date`, whichever is larger, plus the request's round trip) plus the time it has been stored.
    func age(at now: Date) -> TimeInterval {
        let date = headers["Date"].flatMap { HTTPDate.parse($0, now: responseTime) } ?? responseTime
        let apparentAge = max(0, responseTime.timeIntervalSince(date))
        let ageValue = headers["Age"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map(TimeInterval.init)
        let correctedAgeValue = (ageValue ?? 0) + max(0, responseTime.timeIntervalSince(requestTime))
        return max(apparentAge, correctedAgeValue) + max(0, now.timeIntervalSince(responseTime))
    }

    /// Whether the response is fresh at `now`.
    func isFresh(at now: Date, heuristic: Bool) -> Bool {
        freshnessLifetime(heuristic: heuristic) > age(at: now)
    }

    /// The validators for a conditional request: `If-None-Match` from `ETag`, `If-Modified-Since` from
    /// `Last-Modified` (sent as received, as RFC 9110 §13.1.3 advises); empty when the response has neither.
    var validators: [(String, String)] {
        var fields: [(String, String)] = []
        if let etag = headers["ETag"] { fields.append(("If-None-Match", etag)) }
        if let lastModified = headers["Last-Modified"] { fields.append(("If-Modified-Since", lastModified)) }
        return fields
    }

    /// This response refreshed by a `304 Not Modified` (RFC 9111 §4.3.4): the 304's header fields replace the
    /// stored ones of the same name, except those that describe the body, and the times become the 304's.
    func refreshed(by notModified: HTTPResponse, requestTime: Date, responseTime: Date) -> CachedResponse {
        var copy = self
        let kept: Set<String> = ["content-length", "content-encoding", "transfer-encoding", "content-type"]
        var replaced = Set<String>()
        for (name, value) in notModified.headers where !kept.contains(name.lowercased()) {
            if replaced.insert(name.lowercased()).inserted { copy.headers[name] = nil }
            copy.headers.add(name: name, value: value)
        }
        copy.requestTime = requestTime
        copy.responseTime = responseTime
        return copy
    }

    /// The response a caller gets from the cache, with `Age` set to its current age in whole seconds.
    func response(at now: Date, outcome: HTTPCache.Outcome, metrics: TransferMetrics?) -> HTTPResponse {
        var headers = headers
        headers["Age"] = String(Int(min(age(at: now), TimeInterval(Int32.max))))
        var metrics = metrics ?? TransferMetrics()
        metrics.cache = outcome
        return HTTPResponse(status: status, headers: headers, body: body, metrics: metrics)
    }
}
