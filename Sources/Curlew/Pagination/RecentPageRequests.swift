/// The requests a ``PageSequence`` sent for its last pages (method, URL, header fields and body), so that a next page
/// whose request comes round again ends the sequence with an error instead of looping: a cursor that does not move
/// on, and one that cycles (`a`, `b`, `a`).
///
/// It keeps a hash of each of the last ``remembered`` requests, so its memory stays bounded however many pages an
/// endless feed has; a cycle longer than that is left to ``PageSequence/maximumPages``. A request whose body is a
/// stream cannot be compared and is never taken for a repeat.
struct RecentPageRequests {
    /// How many of the last requests are compared with the next.
    static let remembered = 1_000
    private var hashes: Set<Int> = []
    private var order: [Int] = []
    private var oldest = 0

    /// Adds `request`; returns how many pages back the same request was sent, or `nil` when it is new.
    mutating func insert(_ request: HTTPRequest) -> Int? {
        guard let hash = Self.hash(request) else { return nil }
        if hashes.contains(hash) {
            let position = order.firstIndex(of: hash) ?? oldest
            return (order.count + oldest - position - 1) % order.count + 1
        }
        hashes.insert(hash)
        if order.count < Self.remembered {
            order.append(hash)
        } else {
            hashes.remove(order[oldest])
            order[oldest] = hash
            oldest = (oldest + 1) % Self.remembered
        }
        return nil
    }

    /// What makes two page requests the same, hashed; `nil` for a streamed body.
    private static func hash(_ request: HTTPRequest) -> Int? {
        var hasher = Hasher()
        hasher.combine(request.method)
        hasher.combine(request.url.absoluteString)
        hasher.combine(request.headers)
        switch request.body {
        case .none: hasher.combine(0)
        case .data(let data): hasher.combine(data)
        case .stream: return nil
        }
        return hasher.finalize()
    }
}
