/// The members of a JSON object, in document order, looked up by key.
///
/// Equality and hashing ignore member order (`{"a":1,"b":2}` equals `{"b":2,"a":1}`), so a document encoded with
/// sorted keys reads back equal. Lookup returns the first member with the key.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One member.
    public typealias Element = (key: String, value: JSONValue)

    private var members: [Element]

    /// An empty object.
    public init() { members = [] }

    /// An object with these members, in this order.
    public init(_ members: some Sequence<(String, JSONValue)>) {
        self.members = members.map { (key: $0.0, value: $0.1) }
    }

    /// An object with the pairs in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// The position of the first member.
    public var startIndex: Int { members.startIndex }
    /// The position past the last member.
    public var endIndex: Int { members.endIndex }
    /// The member at a position.
    public subscript(position: Int) -> Element { members[position] }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The value of the first member named `key`; setting replaces it in place, appends a new key, or with nil
    /// removes every member named `key`.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            guard let newValue else {
                members.removeAll { $0.key == key }
                return
            }
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = newValue
            } else {
                members.append((key, newValue))
            }
        }
    }

    /// Appends a member without looking for an existing one (keeps duplicates, as parsed).
    mutating func appendMember(_ key: String, _ value: JSONValue) {
        members.append((key, value))
    }

    /// Whether both have the same members (key and value), in any order; a repeated key counts each time.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        // Most often the order is the same.
        if zip(lhs.members, rhs.members).allSatisfy({ $0.key == $1.key && $0.value == $1.value }) { return true }
        var used = [Bool](repeating: false, count: rhs.members.count)
        for member in lhs.members {
            let match = rhs.members.indices.first { index in
                !used[index] && rhs.members[index].key == member.key && rhs.members[index].value == member.value
            }
            guard let match else { return false }
            used[match] = true
        }
        return true
    }

    /// Hashes the members independently of their order.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(member.key)
            memberHasher.combine(member.value)
            sum &+= memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(sum)
    }
}
