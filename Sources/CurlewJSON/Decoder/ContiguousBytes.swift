import Foundation

/// Calls `body` with the bytes of `bytes` in one contiguous buffer, copying only when they are not contiguous.
///
/// `Data` and `[UInt8]` (every body a client decodes) are lent directly: `withContiguousStorageIfAvailable`
/// returns an `R?`, and a generic caller looks up `Optional<R>`'s metadata at run time on every call (about 350
/// instructions of a small document's decode).
func withContiguousBytes<Bytes: Collection<UInt8>, R>(
    _ bytes: Bytes,
    _ body: (UnsafeRawBufferPointer) throws -> R
) throws -> R {
    if Bytes.self == Data.self { return try unsafeBitCast(bytes, to: Data.self).withUnsafeBytes(body) }
    if Bytes.self == [UInt8].self { return try unsafeBitCast(bytes, to: [UInt8].self).withUnsafeBytes(body) }
    return try withContiguousCopy(bytes, body)
}

/// Any other collection: its own contiguous storage, or a copy in an array.
@inline(never)  // keeps the `Optional<R>` metadata lookup out of the two fast paths above
private func withContiguousCopy<R>(
    _ bytes: some Collection<UInt8>,
    _ body: (UnsafeRawBufferPointer) throws -> R
) throws -> R {
    if let result = try bytes.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) {
        return result
    }
    return try Array(bytes).withUnsafeBytes(body)
}
