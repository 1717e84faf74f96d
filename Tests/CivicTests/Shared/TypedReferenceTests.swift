@testable import Civic
import Testing

@Suite("Typed references (Q12, R7, P5) and what like takes")
struct TypedReferenceTests {
    static let kinds: [LetterReference] = [.question, .incident, .rockPost]

    @Test("every kind reads the same shapes: its letter in any case, then 1 to 12 digits", arguments: kinds)
    func sameShapes(kind: LetterReference) {
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

    @Test("like takes reports and rock posts, each read by its kind, and nothing else")
    func likeable() {
        #expect(Likeable("R7") == .incident(7))
        #expect(Likeable("p5") == .rockPost(5))
        #expect(Likeable("Q12") == nil)
        #expect(Likeable.examples == "R7 | P5")
    }
}
