import CurlewJSON
import Testing

/// A generated model's `Equatable` and `Hashable` give what a hand-written struct's synthesized ones give (so a change
/// to how the generator produces them, as round 7 of issue 25 tried, must keep these answers): the same fields, the same order, each
/// field by its own type's `==` (a `Double` as `Double` compares: `nan` unequal to itself, `-0.0` equal to `0.0`).
/// `Synthesized` is `Loose.Reading` written by hand with both conformances synthesized, its fields in the same order.
@Suite struct ModelEqualityTests {
    private struct Synthesized: Hashable {
        var value: Double
        var note: String?
        var samples: [Double]?
        var thing: Loose.Thing?
        var additionalProperties: [String: Double]

        init(_ reading: Loose.Reading) {
            value = reading.value
            note = reading.note
            samples = reading.samples
            thing = reading.thing
            additionalProperties = reading.additionalProperties
        }
    }

    private static let thing = Loose.Thing(id: 7, name: "Rex", additionalProperties: ["color": .string("red")])
    private static let reading = Loose.Reading(
        value: 1.5, note: "n", samples: [1, 2], thing: thing, additionalProperties: ["x": 3])

    /// Every pair of `readings`, compared both ways: the generated answer, then the synthesized one.
    private func answers(_ readings: [Loose.Reading]) -> [[Bool]] {
        readings.map { lhs in readings.map { rhs in lhs == rhs } }
    }

    private func synthesizedAnswers(_ readings: [Loose.Reading]) -> [[Bool]] {
        readings.map { lhs in readings.map { rhs in Synthesized(lhs) == Synthesized(rhs) } }
    }

    @Test func eachFieldDecidesEquality() {
        // GIVEN a reading and copies that differ in one field each: the Double, the optional, the array, the nested
        // model (in its own additionalProperties), the dictionary, and an optional set to nil
        var readings = [Self.reading]
        var changed = Self.reading
        changed.value = 2.5
        readings.append(changed)
        changed = Self.reading
        changed.note = "m"
        readings.append(changed)
        changed = Self.reading
        changed.note = nil
        readings.append(changed)
        changed = Self.reading
        changed.samples = [2, 1]
        readings.append(changed)
        changed = Self.reading
        changed.thing?.additionalProperties = ["color": .string("blue")]
        readings.append(changed)
        changed = Self.reading
        changed.additionalProperties = ["x": 4]
        readings.append(changed)
        // THEN each equals itself and a copy of itself, and none equals another
        for (index, lhs) in readings.enumerated() {
            #expect(lhs == lhs)
            #expect(lhs == readings[index])
            for (other, rhs) in readings.enumerated() where other != index {
                #expect(lhs != rhs, "readings \(index) and \(other)")
            }
        }
        // AND the synthesized == answers the same for every pair
        #expect(answers(readings) == synthesizedAnswers(readings))
    }

    @Test func doublesCompareAsDoubleDoes() {
        // GIVEN readings whose Double fields are nan, or zero of either sign
        var nan = Self.reading
        nan.value = .nan
        var zero = Self.reading
        zero.value = 0.0
        zero.samples = [0.0]
        zero.additionalProperties = ["x": 0.0]
        var negativeZero = zero
        negativeZero.value = -0.0
        negativeZero.samples = [-0.0]
        negativeZero.additionalProperties = ["x": -0.0]
        var nanInArray = Self.reading
        nanInArray.samples = [.nan]
        var nanInOtherArray = Self.reading
        nanInOtherArray.samples = [.nan]
        // THEN nan is unequal to itself, and -0.0 equals 0.0 and hashes alike, in a field, an array, a dictionary
        #expect(nan != nan)
        #expect(zero == negativeZero)
        #expect(zero.hashValue == negativeZero.hashValue)
        // AND an array of nan equals itself when it is the same array (Array's own == checks that first), and not
        // another array of nan
        #expect(nanInArray == nanInArray)
        #expect(nanInArray != nanInOtherArray)
        // AND the synthesized == agrees, case by case and for every pair
        #expect(Synthesized(nan) != Synthesized(nan))
        #expect(Synthesized(nanInArray) == Synthesized(nanInArray))
        #expect(Synthesized(nanInArray) != Synthesized(nanInOtherArray))
        let readings = [nan, zero, negativeZero, nanInArray, nanInOtherArray]
        #expect(answers(readings) == synthesizedAnswers(readings))
    }

    @Test func hashingCombinesTheSameFieldsInTheSameOrder() {
        // GIVEN readings that differ field by field
        var other = Self.reading
        other.note = nil
        other.samples = nil
        other.thing = nil
        var swapped = Self.reading
        swapped.value = 2
        swapped.samples = [1.5, 2]
        // THEN each hashes as the synthesized struct of the same fields in the same order hashes (one process, one
        // seed: equal sequences of `combine` give equal hashes)
        for reading in [Self.reading, other, swapped] {
            #expect(reading.hashValue == Synthesized(reading).hashValue)
        }
        // AND a set keeps equal readings once
        #expect(Set([Self.reading, Self.reading, other, swapped]).count == 3)
    }
}
