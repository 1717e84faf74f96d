import Chat
@testable import Civic
import Testing

@Suite("Typed references (Q12, R7, P5, T3, L9) and what like and admin hide take")
struct TypedReferenceTests {
    static let kinds: [ItemReference] = [.question, .incident, .template, .letter]

    @Test("every kind reads the same shapes: its letter in any case, then 1 to 12 digits", arguments: kinds)
    func sameShapes(kind: ItemReference) {
        let upper = String(kind.letter).uppercased(), lower = String(kind.letter).lowercased()
        #expect(kind.id(from: "\(upper)12") == 12)
        #expect(kind.id(from: "\(lower)7") == 7)
        #expect(kind.id(from: "\(upper)999999999999") == 999_999_999_999)
        for wrong in [upper, "\(upper)1234567890123", "\(upper)-1", "\(upper)1a", "\(upper)١", "12", "X\(upper)1"] {
            #expect(kind.id(from: wrong) == nil, "\(wrong)")
        }
        #expect(kind.text(5) == "\(upper)5")
    }

    @Test("no two kinds share a letter")
    func distinctLetters() {
        #expect(Set(Self.kinds.map { $0.letter.uppercased() }).count == Self.kinds.count)
    }

    /// Another feature's kind, ranked between reports and templates as rock posts are.
    static let other = ItemReference(letter: "P", list: "rocks", noun: "rock post", example: 5, them: "them",
                                     listed: "the latest posts", listRank: 30)

    @Test("like takes reports, another feature's kind and templates, each read by its kind, named in rank order")
    func likeable() {
        let kinds = ItemKindList([ItemReference.template, .incident, Self.other].map { reference in
            LikeableKind(reference: reference, what: "a \(reference.letter)") { _, _, _, _ in }
        })
        #expect(kinds.find("R7")?.id == 7 && kinds.find("R7")?.kind.reference.letter == "R")
        #expect(kinds.find("p5")?.kind.reference.letter == "P")
        #expect(kinds.find("T3")?.id == 3)
        #expect(kinds.find("Q12") == nil)
        #expect(kinds.find("L9") == nil)
        #expect(kinds.examples == "R7 | P5 | T3")
        #expect(kinds.described(withReferences: true) == "a R (R7), a P (P5) or a T (T3)")
    }

    @Test("admin hide takes questions, reports and templates of Civic's own, never letters", arguments: DatabaseKind.allCases)
    func hideable(kind: DatabaseKind) async throws {
        let civic = CivicContext(database: try await kind.makeDatabase(label: "civic"))
        let kinds = ItemKindList(CivicItemKinds.all(civic).hideable)
        #expect(kinds.kinds.map { $0.reference.text(1) } == ["Q1", "R1", "T1"])
        #expect(kinds.find("t4")?.id == 4)
        #expect(kinds.find("L9") == nil)
        #expect(kinds.examples == "Q12 | R7 | T3")
        #expect(kinds.described() == "a question, a report or a letter template")
    }
}
