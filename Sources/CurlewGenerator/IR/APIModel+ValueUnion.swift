extension APIModel {
    /// A union without a discriminator (OpenAPI `oneOf`/`anyOf` of any types, or a 3.1 type array): the JSON
    /// value itself says which variant it is.
    ///
    /// Rendered as an `indirect enum` with one case per variant holding its value (`case string(String)`,
    /// `case customer(Customer)`). Decoding, in the generated reader and in Codable alike:
    /// 1. the variants whose JSON kind (object, array, string, number, boolean: from the case's type) is the
    ///    value's are candidates, in spec order; a variant of any kind (`JSON`) comes last;
    /// 2. for an object, a candidate whose `requiredKeys` are not all present, or whose `constants` do not all
    ///    match, is passed over;
    /// 3. the first remaining candidate that declares every key of the object (`declaredKeys`) and decodes is the
    ///    case, else the first remaining candidate that decodes (so a value keeps the members a later variant
    ///    declares, rather than decoding as an earlier one that ignores them).
    ///
    /// A value no variant takes is an error naming its path and the variants tried. Encoding writes the case's
    /// value.
    package struct ValueUnionModel: Sendable, Hashable {
        /// Swift type name.
        package var name: String
        /// Documentation.
        package var doc: String?
        /// The variants, in spec order.
        package var cases: [Case]

        /// Creates a union.
        package init(name: String, doc: String? = nil, cases: [Case]) {
            self.name = name
            self.doc = doc
            self.cases = cases
        }

        /// One variant.
        package struct Case: Sendable, Hashable {
            /// Swift case name.
            package var swiftName: String
            /// The type of the value it holds (never optional).
            package var type: TypeRef
            /// For an object variant: the keys it requires, which an object must have to be tried as it.
            package var requiredKeys: [String]
            /// For an object variant: properties that allow one string only (`const`, or an `enum` of one
            /// value), which an object must hold to be tried as it.
            package var constants: [Constant]
            /// For an object variant: every key it declares, or nil when it keeps undeclared members too
            /// (`additionalProperties`) or is not an object.
            package var declaredKeys: [String]?

            /// Creates a case.
            package init(
                swiftName: String, type: TypeRef, requiredKeys: [String] = [],
                constants: [Constant] = []
            ) {
                self.swiftName = swiftName
                self.type = type
                self.requiredKeys = requiredKeys
                self.constants = constants
            }
        }

        /// A property an object variant fixes to one string.
        package struct Constant: Sendable, Hashable {
            /// The JSON key.
            package var key: String
            /// The only value it allows.
            package var value: String

            /// Creates a constant.
            package init(key: String, value: String) {
                self.key = key
                self.value = value
            }
        }
    }
}
