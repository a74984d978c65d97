import Foundation

/// `localizedDescription` is the one-line ``CurlewError/description``, so code that shows any `Error` shows what a
/// Curlew call tells.
extension CurlewError: LocalizedError {
    /// The one-line account: the operation, the failure, the method and redacted URL, the status, curl's text.
    public var errorDescription: String? { description }

    /// The sentence saying what went wrong, without the request: ``message``.
    public var failureReason: String? { message }
}
