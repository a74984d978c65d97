import Testing

@testable import Curlew

/// Durations as curl's whole-number options take them: never 0 (curl reads it as "no limit"), never shorter than
/// asked.
@Suite("Durations for curl")
struct DurationForCurlTests {
    @Test("seconds round up, to at least one")
    func seconds() {
        #expect(Duration.seconds(3).curlSeconds == 3)
        #expect(Duration.milliseconds(1500).curlSeconds == 2)
        #expect(Duration.milliseconds(200).curlSeconds == 1)
        #expect(Duration.zero.curlSeconds == 1)
        #expect(Duration.seconds(Int64.max).curlSeconds == Int.max)
    }

    @Test("milliseconds are whole, at least one, and capped where they would overflow")
    func milliseconds() {
        #expect(Duration.milliseconds(1500).curlMilliseconds == 1500)
        #expect(Duration.microseconds(10).curlMilliseconds == 1)
        #expect(Duration.seconds(Int64.max).curlMilliseconds == Int(Int32.max))
    }
}
