@testable import Civic
import Testing

@Suite("Typed references (Q12, R7, P5, T3, L9) and what like and admin hide take")
struct TypedReferenceTests {
    static let kinds: [ItemReference] = [.question, .incident, .rockPost, .template, .letter]

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

    @Test("like takes reports, rock posts and templates, each read by its kind, and nothing else")
    func likeable() {
        #expect(Likeable("R7") == .incident(7))
        #expect(Likeable("p5") == .rockPost(5))
        #expect(Likeable("T3") == .template(3))
        #expect(Likeable("Q12") == nil)
        #expect(Likeable("L9") == nil)
        #expect(Likeable.examples == "R7 | P5 | T3")
    }

    @Test("admin hide takes questions, reports, rock posts and templates, never letters")
    func hideable() {
        #expect(Hideable.kinds.map { $0.reference.text(1) } == ["Q1", "R1", "P1", "T1"])
        #expect(Hideable.find("t4")?.id == 4)
        #expect(Hideable.find("L9") == nil)
        #expect(Hideable.examples == "Q12 | R7 | P5 | T3")
    }
}
