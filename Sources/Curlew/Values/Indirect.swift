/// Stores a value out of line, behind a shared immutable box: what lets a generated model hold itself through
/// an optional field (`var parent: Node?`, a tweet's `retweetedStatus: Tweet?`), which a plain struct cannot.
///
/// Generated code uses it as a property wrapper (`@Curlew.Indirect var parent: Node?`), so the property reads
/// and writes like any other. Copies share the box; a write stores a new box, so copies never see each other's
/// changes (value semantics). Equal and hashed by the value it holds.
@propertyWrapper
public struct Indirect<Value: Sendable>: Sendable {
    // Inlinable, so a model's decoder specializes it: boxing a generated `Tweet?` is a plain allocation, not a
    // generic metadata lookup and a value-witness copy of the whole tweet per decoded tweet.

    /// The box a value lives in; immutable, so sharing it between copies and threads is safe.
    @usableFromInline
    final class Box: Sendable {
        /// The value held.
        @usableFromInline let value: Value

        /// Boxes `value`.
        @inlinable
        init(_ value: consuming Value) {
            self.value = value
        }
    }

    /// The shared box.
    @usableFromInline var box: Box

    /// Stores `wrappedValue` in a new box.
    @inlinable
    public init(wrappedValue: consuming Value) {
        box = Box(wrappedValue)
    }

    /// The stored value; setting it stores a new box.
    @inlinable
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

extension Indirect: Equatable where Value: Equatable {
    /// Whether both hold equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Hashable where Value: Hashable {
    /// Hashes the value held, so an indirect field hashes as the plain field would.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
