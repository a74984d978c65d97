import Foundation
import Testing

@testable import Curlew

/// ``RequestOptions/merged(over:)``: a call's options over its client's, field by field.
@Suite("Request options merge")
struct RequestOptionsMergeTests {
    enum Tag: RequestOptionKey {
        static let defaultValue: String? = nil
    }

    /// Options with every field set, and a key of the user's own.
    static var everything: RequestOptions {
        var options = RequestOptions(
            operationName: "listPets", acceptedAuth: [[.bearer]], retry: .never, redaction: Redaction(headers: ["X-K"]))
        options.cachePolicy = .cachedOnly
        options.redirectHook = .never
        options.progress = { _ in }
        options[Tag.self] = "t"
        return options
    }

    @Test("over a client that sets nothing, a call keeps all its own options, whether streamed or not")
    func overNothing() {
        for isStreamed in [false, true] {
            var own = Self.everything
            own.isStreamed = isStreamed
            let merged = own.merged(over: RequestOptions())
            #expect(merged.operationName == "listPets")
            #expect(merged.acceptedAuth == [[.bearer]])
            #expect(merged.retry != nil && merged.redaction != nil && merged.redirectHook != nil)
            #expect(merged.cachePolicy == .cachedOnly && merged.progress != nil)
            #expect(merged[Tag.self] == "t")
            #expect(merged.isStreamed == isStreamed)
        }
    }

    @Test("a call that sets nothing takes every option its client sets, each one alone too")
    func fromTheClient() {
        let merged = RequestOptions().merged(over: Self.everything)
        #expect(merged.operationName == "listPets" && merged.acceptedAuth == [[.bearer]])
        #expect(merged.retry != nil && merged.redaction != nil && merged.redirectHook != nil)
        #expect(merged.cachePolicy == .cachedOnly && merged.progress != nil && merged[Tag.self] == "t")
        #expect(!merged.isStreamed)
        var onlyKey = RequestOptions()
        onlyKey[Tag.self] = "k"
        #expect(RequestOptions().merged(over: onlyKey)[Tag.self] == "k")
        var onlyName = RequestOptions()
        onlyName.operationName = "getPet"
        #expect(RequestOptions().merged(over: onlyName).operationName == "getPet")
    }

    @Test("options are values: a change to one copy leaves the others as they were")
    func copiesAreIndependent() {
        let original = Self.everything
        var changed = original
        changed.retry = nil
        changed.acceptedAuth = []
        changed[Tag.self] = "u"
        changed.isStreamed = true
        #expect(original.retry != nil && original.acceptedAuth == [[.bearer]] && original[Tag.self] == "t")
        #expect(!original.isStreamed)
        #expect(changed.retry == nil && changed.acceptedAuth == [] && changed[Tag.self] == "u" && changed.isStreamed)
        // two options made without settings, one changed: the other stays empty
        var first = RequestOptions()
        let second = RequestOptions()
        first.cachePolicy = .cachedOnly
        #expect(second.cachePolicy == nil && first.cachePolicy == .cachedOnly)
    }
}
