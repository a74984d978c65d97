import CurlewJSON
import Testing

@Suite("JSONValue.isNumberText follows JSON's number grammar")
struct NumberTextTests {
    @Test(
        "numbers JSON allows",
        arguments: ["0", "-0", "7", "-12", "0.5", "-0.5e3", "1E+10", "2e-7", "123456789012345678901234"])
    func accepted(text: String) {
        #expect(JSONValue.isNumberText(text))
    }

    @Test(
        "texts JSON does not allow",
        arguments: ["", "-", "01", "+1", ".5", "5.", "1e", "1e+", "NaN", "Infinity", "0x10", " 1", "1 "])
    func rejected(text: String) {
        #expect(!JSONValue.isNumberText(text))
    }
}
