import CCurl
import Testing

@testable import Curlew

/// The loop's kept curl header lists: one per set of lines, never freed while a transfer uses it.
@Suite("CurlHeaderLists: kept curl header lists")
struct CurlHeaderListsTests {
    /// The lines of a curl list, in order.
    static func lines(of list: UnsafeMutablePointer<curl_slist>?) -> [String] {
        var lines: [String] = []
        var node = list
        while let current = node {
            lines.append(String(cString: current.pointee.data))
            node = current.pointee.next
        }
        return lines
    }

    /// `lists.acquire(lines)`, which must give a list.
    static func acquire(
        _ lists: inout CurlHeaderLists, _ lines: [String]
    ) throws -> (list: UnsafeMutablePointer<curl_slist>, isKept: Bool) {
        let acquired = lists.acquire(lines)
        return try #require(acquired)
    }

    @Test("the same lines get the same list, other lines another, each holding its lines")
    func sameLinesSameList() throws {
        var lists = CurlHeaderLists()
        defer { lists.freeAll() }
        let first = try Self.acquire(&lists, ["Accept: application/json", "Expect:"])
        let again = try Self.acquire(&lists, ["Accept: application/json", "Expect:"])
        let other = try Self.acquire(&lists, ["Accept: text/plain", "Expect:"])
        #expect(first.isKept && again.isKept && other.isKept)
        #expect(first.list == again.list)
        #expect(other.list != first.list)
        #expect(Self.lines(of: first.list) == ["Accept: application/json", "Expect:"])
        #expect(Self.lines(of: other.list) == ["Accept: text/plain", "Expect:"])
        #expect(lists.count == 2)
    }

    @Test("no lines, no list")
    func noLines() {
        var lists = CurlHeaderLists()
        let none = lists.acquire([])
        #expect(none == nil)
        #expect(lists.count == 0)
    }

    @Test("while every kept list is in use, new lines get a list of their own, not kept")
    func allInUse() throws {
        var lists = CurlHeaderLists()
        defer { lists.freeAll() }
        var kept: [UnsafeMutablePointer<curl_slist>] = []
        for index in 0..<CurlHeaderLists.capacity {
            let acquired = try Self.acquire(&lists, ["X-Kind: \(index)"])
            #expect(acquired.isKept)
            kept.append(acquired.list)
        }
        let extra = try Self.acquire(&lists, ["X-Kind: extra"])
        #expect(!extra.isKept)
        #expect(Self.lines(of: extra.list) == ["X-Kind: extra"])
        curl_slist_free_all(extra.list)
        #expect(lists.count == CurlHeaderLists.capacity)
        // the kept ones are untouched
        for (index, list) in kept.enumerated() {
            #expect(Self.lines(of: list) == ["X-Kind: \(index)"])
        }
    }

    @Test("once released, the least recently used list makes room; lists in use stay")
    func leastRecentlyUsedGoes() throws {
        var lists = CurlHeaderLists()
        defer { lists.freeAll() }
        var kept: [UnsafeMutablePointer<curl_slist>] = []
        for index in 0..<CurlHeaderLists.capacity {
            kept.append(try Self.acquire(&lists, ["X-Kind: \(index)"]).list)
        }
        for list in kept.dropFirst(2) {  // kinds 0 and 1 stay in use
            lists.release(list)
        }
        _ = try Self.acquire(&lists, ["X-Kind: 2"])  // kind 2 used again: now 3 is the oldest idle one
        lists.release(kept[2])
        let new = try Self.acquire(&lists, ["X-Kind: new"])
        #expect(new.isKept)
        #expect(lists.count == CurlHeaderLists.capacity)
        // kinds 0, 1 and 2 are still kept (the same lists), kind 3 was let go (a new list is made for it)
        #expect(!lists.keeps(["X-Kind: 3"]))
        #expect(lists.keeps(["X-Kind: 4"]))
        for index in 0..<3 {
            let again = try Self.acquire(&lists, ["X-Kind: \(index)"])
            #expect(again.list == kept[index])
            lists.release(again.list)
        }
        let three = try Self.acquire(&lists, ["X-Kind: 3"])
        #expect(Self.lines(of: three.list) == ["X-Kind: 3"])
        #expect(lists.count == CurlHeaderLists.capacity)
    }
}
