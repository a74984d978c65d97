import Foundation

/// Type identities the coders check for every nested value, looked up once.
enum FastTypes {
    static let jsonValue = ObjectIdentifier(JSONValue.self)
    static let jsonValueArray = ObjectIdentifier([JSONValue].self)
    static let date = ObjectIdentifier(Date.self)
    static let decimal = ObjectIdentifier(Decimal.self)
    static let data = ObjectIdentifier(Data.self)
    static let url = ObjectIdentifier(URL.self)
    static let double = ObjectIdentifier(Double.self)
    static let float = ObjectIdentifier(Float.self)
    static let doubleArray = ObjectIdentifier([Double].self)
    static let intArray = ObjectIdentifier([Int].self)
    static let stringArray = ObjectIdentifier([String].self)
    static let int64Array = ObjectIdentifier([Int64].self)
    static let floatArray = ObjectIdentifier([Float].self)
    static let boolArray = ObjectIdentifier([Bool].self)
    static let int32Array = ObjectIdentifier([Int32].self)
    static let uint64Array = ObjectIdentifier([UInt64].self)
    static let stringDictionary = ObjectIdentifier([String: String].self)
    static let intDictionary = ObjectIdentifier([String: Int].self)
    static let doubleDictionary = ObjectIdentifier([String: Double].self)
    static let boolDictionary = ObjectIdentifier([String: Bool].self)
    static let scalarArrays: Set = [
        doubleArray, intArray, stringArray, int64Array, floatArray, boolArray, int32Array, uint64Array,
    ]
    static let scalarDictionaries: Set = [stringDictionary, intDictionary, doubleDictionary, boolDictionary]
}
