import Curlew
import CurlewJSON
import CurlewTestSupport
import Foundation
import Testing

/// The LedgerClient the build plugin generates with Ledger.curlew-config.yaml: `Money` is the test's `Amount`,
/// `format: uuid` the test's `TransferID`, `Transfer` is `Ledger.Payment` with `memo` for `note`, `postTransfer`
/// is `send` and `in_flight` is `.pending`; the wire names stay the spec's. The overrides reach parameters too:
/// `getTransfer` takes `TransferID`s and a `CurrencyCode` (the spec's `Currency` enum).
@Suite("Type overrides, renames and a namespace from a config file")
struct LedgerClientTests {
    let payment = Ledger.Payment(
        id: TransferID(), amount: Amount(cents: 1250, currency: "EUR"), fees: [Amount(cents: 5, currency: "EUR")],
        byCurrency: ["USD": Amount(cents: 1400, currency: "USD")], state: .pending, memo: "rent",
        related: [TransferID(), TransferID()])

    @Test("the renamed operation sends the renamed model with the user's types; httpbin echoes it back")
    func roundTripThroughHttpbin() async throws {
        let client = LedgerClient(baseURL: try TestServer.httpbin().baseURL)
        let echo: Ledger.Echo = try await client.send(body: payment)
        #expect(echo.method == "POST")
        #expect(echo.json == payment)
    }

    @Test("parameters of overridden types go out as their JSON encoding: path, query, a query array, a header")
    func overriddenParametersOnTheWire() async throws {
        let client = LedgerClient(baseURL: try TestServer.httpbin().baseURL)
        let (id, after, first, second, request) = (UUID(), UUID(), UUID(), UUID(), UUID())
        // The user's types are the arguments' types: this compiles only if the overrides reached the parameters.
        let seen: Ledger.Seen = try await client.getTransfer(
            id: TransferID(id), after: TransferID(after), related: [TransferID(first), TransferID(second)],
            currency: CurrencyCode("EUR"), xTransferKey: TransferID(request))
        // httpbin's `url` is the request line's target as it arrived
        let query = "after=\(after.uuidString)&related=\(first.uuidString)&related=\(second.uuidString)&currency=EUR"
        #expect(seen.url.hasSuffix("/anything/transfers/\(id.uuidString)?\(query)"), "\(seen.url)")
        #expect(seen.headers.first { $0.key.lowercased() == "x-transfer-key" }?.value == request.uuidString)
        // an optional one left out is not sent
        let bare: Ledger.Seen = try await client.getTransfer(
            id: TransferID(id), currency: CurrencyCode("USD"), xTransferKey: TransferID(request))
        #expect(bare.url.hasSuffix("/anything/transfers/\(id.uuidString)?currency=USD"), "\(bare.url)")
    }

    @Test("bodies that are overridden types themselves go out and come back through their Codable conformances")
    func overriddenBodiesOnTheWire() async throws {
        let client = LedgerClient(baseURL: try TestServer.httpbin().baseURL)
        // the argument and the result are the user's types: this compiles only if the overrides reached the bodies
        let seen: AmountSeen = try await client.putAmount(body: Amount(cents: 1250, currency: "EUR"))
        #expect(seen == AmountSeen(json: Amount(cents: 1250, currency: "EUR"), method: "PUT"))
        let ids = [TransferID(), TransferID()]
        let echoed: Ledger.IDsEcho = try await client.postTransferIDs(body: ids)
        #expect(echoed.json == ids)
    }

    @Test("a scalar schema overridden by name (Price, a decimal string) is the user's type on the wire")
    func overriddenScalarSchemaOnTheWire() async throws {
        let client = LedgerClient(baseURL: try TestServer.httpbin().baseURL)
        // a query parameter of the scalar schema: the argument's type is the user's, sent as its JSON string
        let id = UUID()
        let seen: Ledger.Seen = try await client.getTransfer(
            id: TransferID(id), currency: CurrencyCode("EUR"), maxPrice: PriceText(Decimal(string: "12.50")!),
            xTransferKey: TransferID())
        #expect(seen.url.hasSuffix("/anything/transfers/\(id.uuidString)?currency=EUR&maxPrice=12.5"), "\(seen.url)")
        // a body of an array of it, answered by httpbin's echo, read back through ListPrice (a reference to Price)
        let prices = [PriceText(Decimal(string: "19.99")!), PriceText(Decimal(7))]
        let echo: Ledger.PricesEcho = try await client.postPrices(body: prices)
        #expect(echo.json == prices)
        // a property that reaches it through ListPrice, sent and echoed back
        var priced = payment
        priced.price = PriceText(Decimal(string: "0.05")!)
        let echoed: Ledger.Echo = try await client.send(body: priced)
        #expect(echoed.json.price == PriceText(Decimal(string: "0.05")!))
        // the wire text is the user's encoding: a JSON string
        let wire = try JSONSerialization.jsonObject(with: try CurlewJSONEncoder().encode(priced)) as? [String: Any]
        #expect(wire?["price"] as? String == "0.05")
    }

    @Test("real JSON with the spec's names decodes into renamed and overridden properties, and encodes back")
    func decodesAndEncodesWireNames() throws {
        let id = UUID()
        let json = """
            {"id": "\(id.uuidString)", "amount": {"units": 99, "currency": "USD"}, "state": "in_flight",
             "note": "lunch", "fees": [{"units": 1, "currency": "USD"}], "byCurrency": {"EUR": {"units": 2, "currency": "EUR"}},
             "related": ["\(id.uuidString)"], "price": "19.99"}
            """
        // The generated reader (CurlewJSON's fast path) reads the user's types through their Decodable.
        let fast = try CurlewJSONDecoder().decode(Ledger.Payment.self, from: Array(json.utf8))
        // Foundation's decoder goes through the generated init(from decoder:).
        let codable = try JSONDecoder().decode(Ledger.Payment.self, from: Data(json.utf8))
        for payment in [fast, codable] {
            #expect(payment.id == TransferID(id))
            #expect(payment.amount == Amount(cents: 99, currency: "USD"))
            #expect(payment.fees == [Amount(cents: 1, currency: "USD")])
            #expect(payment.byCurrency?["EUR"] == Amount(cents: 2, currency: "EUR"))
            #expect(payment.state == .pending)
            #expect(payment.memo == "lunch")
            #expect(payment.related == [TransferID(id)])
            #expect(payment.price == PriceText(Decimal(string: "19.99")!))
        }
        let encoded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(fast)) as? [String: Any]
        #expect(encoded?["note"] as? String == "lunch")
        #expect(encoded?["memo"] == nil)
        #expect(encoded?["state"] as? String == "in_flight")
        #expect((encoded?["amount"] as? [String: Any])?["units"] as? Int == 99)
    }
}
