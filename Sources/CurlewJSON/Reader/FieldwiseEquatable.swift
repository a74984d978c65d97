/// A generated model's `==`: one generic operator here, the model's own field-by-field comparison in
/// `fieldwiseEqual(_:_:)`.
///
/// A hook for generated code (`@_spi(Generated) import CurlewJSON`), not a supported API. Swift's synthesized `==`
/// writes `lhs.field == rhs.field` per field and type-checks each against the module's every `==` when it is first
/// used; a `static func ==` written in each model instead makes the compiler parse every model of the module to find
/// the operators. Declaring `==` once, here, and comparing each field through ``fieldEqual(_:_:)`` (one generic
/// function, no overloads) gives the same results with a quarter to two fifths less front-end work per model file
/// (issue 25, round 7 of Docs/Benchmarks.md). `hash(into:)` stays synthesized: it hashes the same fields in the same
/// order. Internal and `package` models only: a public type's conformance cannot name an SPI protocol.
@_spi(Generated) public protocol FieldwiseEquatable: Equatable {
    /// Whether every stored property of `lhs` equals the same property of `rhs` (by the property type's own `==`),
    /// in declaration order: what the synthesized `==` returns.
    static func fieldwiseEqual(_ lhs: Self, _ rhs: Self) -> Bool
}

extension FieldwiseEquatable {
    /// `fieldwiseEqual(lhs, rhs)`.
    @_spi(Generated) @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool { fieldwiseEqual(lhs, rhs) }
}

/// `lhs == rhs` by `T`'s own `==` (so a `Double` field compares as `Double` does: `nan` unequal to itself, `-0.0`
/// equal to `0.0`): what a generated `fieldwiseEqual(_:_:)` calls per field.
@_spi(Generated) @inlinable
public func fieldEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs == rhs }
