/// Stores a value out of line, behind a shared immutable box: what lets a generated model hold itself through
/// an optional field (`var parent: Node?`, a tweet's `retweetedStatus: Tweet?`), which a plain struct cannot.
///
/// Generated code uses it as a property wrapper (`@Curlew.Indirect var parent: Node?`), so the property reads
/// and writes like any other. Copies share the box; a write stores a new box, so copies never see each other's
/// changes (value semantics). Equal and hashed by the value it holds.
@propertyWrapper
public struct Indirect<Value: Sendable>: Sendable {
    /// The box a value lives in; immutable, so sharing it between copies and threads is safe.
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box

    /// Stores `wrappedValue` in a new box.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The stored value; setting it stores a new box.
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
