import EngineTestSupport
import SQLStore
import Storage
import Testing

/// A member id goes into a statement and comes back out of a row as the Bioguide text it is, on
/// both engines.
@Suite("Member id as a stored value")
struct MemberIDValueTests {
    @Test("a member id is its Bioguide text", arguments: EngineKind.allCases)
    func memberID(kind: EngineKind) async throws {
        try await kind.withEngine(label: "memberid") { engine in
            let back = try await engine.read { tx in try tx.value(MemberID.self, "SELECT ?", [MemberID("P000197")]) }
            #expect(back == MemberID("P000197"))
        }
    }
}
