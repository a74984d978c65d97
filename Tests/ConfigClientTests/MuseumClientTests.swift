import CurlewJSON
import Foundation
import Testing

/// The MuseumClient the build plugin generates from Museum.openapi.json, an excerpt of a real document (Redocly's
/// museum API), with Museum.curlew-config.yaml: the Events operations only, and the test's own types for the
/// document's `uuid`, `date` and `float` formats. The document's own examples go through the generated reader and
/// encoder and come out as they went in.
@Suite("A subset of a real document with format overrides")
struct MuseumClientTests {
    /// An example's value from Museum.openapi.json, as JSON text.
    static func example(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Museum.openapi.json")
        let document = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any]
        let examples = (document?["components"] as? [String: Any])?["examples"] as? [String: Any]
        let value = try #require((examples?[name] as? [String: Any])?["value"], "no example \(name)")
        return try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    }

    /// Whether two JSON texts hold the same value (key order and number spelling aside).
    static func sameJSON(_ first: Data, _ second: Data) throws -> Bool {
        let one = try JSONSerialization.jsonObject(with: first, options: [.fragmentsAllowed]) as? NSObject
        let other = try JSONSerialization.jsonObject(with: second, options: [.fragmentsAllowed]) as? NSObject
        return one != nil && one == other
    }

    @Test("the document's special event decodes into the user's types and encodes back to the same JSON")
    func oneEventRoundTrips() throws {
        let json = try Self.example("GetSpecialEventResponseExample")
        let event = try CurlewJSONDecoder().decode(Museum.SpecialEvent.self, from: json)
        #expect(event.eventId == EventID("6744a0da-4121-49cd-8479-f8cc20526495"))
        #expect(event.dates == [CalendarDay(2023, 11, 18), CalendarDay(2023, 11, 25), CalendarDay(2023, 12, 2)])
        #expect(event.price == Price(60))
        #expect(event.name == "Time Traveler Tea Party")
        let encoded = try CurlewJSONEncoder().encode(event)
        #expect(try Self.sameJSON(encoded, json), "\(String(decoding: encoded, as: UTF8.self))")
        // Foundation's decoder reads it the same way (the generated init(from:))
        #expect(try JSONDecoder().decode(Museum.SpecialEvent.self, from: json) == event)
    }

    @Test("the document's list of events round-trips too")
    func theListRoundTrips() throws {
        let json = try Self.example("ListSpecialEventsResponseExample")
        let events = try CurlewJSONDecoder().decode([Museum.SpecialEvent].self, from: json)
        #expect(events.count > 3 && events.allSatisfy { $0.eventId != nil && !$0.dates.isEmpty })
        #expect(try Self.sameJSON(try CurlewJSONEncoder().encode(events), json))
    }

    /// Compiles only if the kept operation's `format: date` query parameters are the user's `CalendarDay`.
    func eventsOfDecember(_ client: MuseumClient) async throws -> [Museum.SpecialEvent] {
        try await client.listSpecialEvents(startDate: CalendarDay(2023, 12, 1), endDate: CalendarDay(2023, 12, 31))
    }
}
