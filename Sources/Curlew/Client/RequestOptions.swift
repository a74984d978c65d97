/// Per-call policy that travels with a request through every middleware and down to the transport: what a
/// generated method, or a caller, says about this one call.
///
/// Middlewares read these values instead of looking for one another by type, so a middleware of your own sees
/// exactly what the built-in ones see: ``AuthMiddleware`` sends only the credentials ``acceptedAuth`` allows,
/// ``RetryMiddleware`` follows ``retry`` when a call sets it, ``LoggingMiddleware`` and ``CurlewError``s hide
/// ``redaction``'s names too. Set them on an ``Endpoint`` (`endpoint.options`) or an ``HTTPRequest``.
///
/// ```swift
/// var endpoint = Endpoint<[Pet]>.get("/pets")
/// endpoint.options.operationName = "listPets"
/// endpoint.options.retry = .never
/// endpoint.options[TraceID.self] = "4bf92f35"   // your own key, read by your own middleware
/// ```
public struct RequestOptions: Sendable {
    /// The name of the operation the request performs (`getPet`); generated methods set it. For logs, metrics
    /// and spans.
    public var operationName: String?
    /// The credentials the call may carry, as alternatives each sent whole (OpenAPI `security`): `nil` accepts
    /// every credential of the client; `[]` accepts none; `[[.bearer], [.apiKeyHeader("X-Key")]]` accepts a bearer
    /// token or the key. ``APIClient`` narrows several alternatives to the first one its ``CredentialMiddleware``s
    /// meet whole (else to none when an empty alternative is listed, else to every scheme named, so the server can
    /// say what is missing) before the first middleware runs.
    public var acceptedAuth: [[AuthMiddleware.Scheme]]? {
        get { settings.values.acceptedAuth }
        set { change { $0.acceptedAuth = newValue } }
    }
    /// This call's retry policy: `nil` leaves every ``RetryMiddleware`` its own; a policy replaces it for this
    /// call (``RetryPolicy/never``: no retry).
    public var retry: RetryPolicy? {
        get { settings.values.retry }
        set { change { $0.retry = newValue } }
    }
    /// Names secret for this call beyond ``Redaction/standard`` (which always is), or `nil` for none.
    /// ``APIClient`` adds its ``CredentialMiddleware``s' names before the first middleware runs; add your own with
    /// ``addSecrets(_:)``.
    public var redaction: Redaction? {
        get { settings.values.redaction }
        set { change { $0.redaction = newValue } }
    }
    /// This call's cache policy, for an ``HTTPCache`` in the chain (``CacheMiddleware``); `nil` is
    /// ``HTTPCache/Policy/useProtocol``.
    public var cachePolicy: HTTPCache.Policy? {
        get { settings.values.cachePolicy }
        set { change { $0.cachePolicy = newValue } }
    }
    /// Decides each redirect of this call (see ``RedirectHook``); `nil` follows them up to the transport's limit.
    public var redirectHook: RedirectHook? {
        get { settings.values.redirectHook }
        set { change { $0.redirectHook = newValue } }
    }
    /// Called as the request body goes out and the response body comes in (see ``TransferProgress``), on the
    /// transport's thread: keep it short. ``CurlTransport`` calls it; test doubles do not.
    public var progress: (@Sendable (TransferProgress) -> Void)? {
        get { settings.values.progress }
        set { change { $0.progress = newValue } }
    }
    /// Whether the call streams its response (set by ``APIClient``'s streams and downloads): the response a
    /// middleware sees then has an empty body, which a cache must not store.
    var isStreamed: Bool {
        get { settings.values.isStreamed }
        set { change { $0.isStreamed = newValue } }
    }
    /// Every option but the operation name, shared by copies until one of them changes an option: a call's options
    /// are copied on their way from the endpoint to the transport, each copy one reference instead of seven optional
    /// values and a dictionary.
    @usableFromInline var settings: RequestOptionSettings

    /// Options with nothing set: every credential, each middleware's own retry policy, the standard redaction.
    @inlinable  // an endpoint's default options, made on every call: a reference to shared empty settings
    public init(
        operationName: String? = nil,
        acceptedAuth: [[AuthMiddleware.Scheme]]? = nil,
        retry: RetryPolicy? = nil,
        redaction: Redaction? = nil
    ) {
        self.operationName = operationName
        settings = RequestOptionSettings.make(acceptedAuth: acceptedAuth, retry: retry, redaction: redaction)
    }

    private mutating func change(_ body: (inout RequestOptionSettings.Values) -> Void) {
        var values = settings.values
        body(&values)
        settings = RequestOptionSettings(values)
    }

    /// These options over `defaults` (a client's ``APIClient/options``): each option set here wins, each one left
    /// `nil` takes the default's; keys of your own are merged the same way.
    public func merged(over defaults: RequestOptions) -> RequestOptions {
        // Every call merges; most clients set no options.
        if defaults.setsNothing { return self }
        var merged = self
        merged.operationName = operationName ?? defaults.operationName
        if defaults.settings.values.isEmpty { return merged }
        var values = settings.values
        let others = defaults.settings.values
        values.acceptedAuth = values.acceptedAuth ?? others.acceptedAuth
        values.retry = values.retry ?? others.retry
        values.redaction = values.redaction ?? others.redaction
        values.cachePolicy = values.cachePolicy ?? others.cachePolicy
        values.redirectHook = values.redirectHook ?? others.redirectHook
        values.progress = values.progress ?? others.progress
        if !others.keys.isEmpty { values.keys = others.keys.merging(values.keys) { $1 } }
        merged.settings = RequestOptionSettings(values)
        return merged
    }

    /// Whether no option is set (then merging over these options changes nothing).
    private var setsNothing: Bool {
        guard case .none = operationName else { return false }
        return settings.values.isEmpty
    }

    /// Makes `names` secret for this call too.
    public mutating func addSecrets(_ names: Redaction) {
        redaction = redaction.map { $0.union(names) } ?? names
    }

    /// What to hide in this call's logs and errors: ``Redaction/standard`` plus ``redaction``.
    public var effectiveRedaction: Redaction { redaction ?? .standard }

    /// Whether the call accepts credentials of `scheme` (see ``acceptedAuth``).
    public func accepts(_ scheme: AuthMiddleware.Scheme) -> Bool {
        guard let acceptedAuth else { return true }
        return acceptedAuth.contains { $0.contains(scheme) }
    }

    /// The value of an option of your own, or its key's default.
    public subscript<Key: RequestOptionKey>(key: Key.Type) -> Key.Value {
        get { settings.values.keys[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { change { $0.keys[ObjectIdentifier(key)] = newValue } }
    }
}

/// A key for an option of your own in ``RequestOptions``, with its type and default.
///
/// ```swift
/// enum TraceID: RequestOptionKey { static let defaultValue: String? = nil }
/// ```
public protocol RequestOptionKey {
    /// The option's type.
    associatedtype Value: Sendable
    /// The value when a call sets none.
    static var defaultValue: Value { get }
}
