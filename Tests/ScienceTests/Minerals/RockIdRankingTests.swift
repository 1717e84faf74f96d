import Testing
@testable import Science

/// `rock id`'s ranking on the shipped table: what a field guide would answer first.
@Suite("Rock identification ranking")
struct RockIdRankingTests {
    static let cases: [(words: String, first: String)] = [
        ("color=brassy luster=metallic streak=greenish-black hardness=6-6.5", "Pyrite"),
        ("brassy metallic greenish-black streak hardness 6-6.5", "Pyrite"),
        ("luster=metallic streak=red-brown", "Hematite"),
        ("metallic reddish-brown streak", "Hematite"),
        ("color=colorless luster=vitreous hardness=7 cleavage=none", "Quartz"),
        ("colourless glassy hardness 7 no cleavage", "Quartz"),
        ("color=dark luster=metallic streak=black hardness=6 test=magnetic", "Magnetite"),
        ("white vitreous hardness 3 perfect cleavage fizzes", "Calcite"),
        ("luster=metallic streak=lead-gray hardness=2.5 cleavage=perfect-3", "Galena"),
        ("pearly soapy hardness 1", "Talc"),
        ("colorless vitreous hardness 2 salty perfect cleavage", "Halite"),
    ]

    @Test("the expected mineral comes first", arguments: cases)
    func first(words: String, first: String) throws {
        let seen = try RockObservationReader.read(words.split(separator: " ").map(String.init))
        let top = MineralRanking.top(5, for: seen, in: .shipped)
        #expect(top.count == 5)
        #expect(top.first?.mineral.name == first, "\(words) → \(top.map { "\($0.mineral.name) \($0.score)" })")
    }

    @Test("scores never rise down the list and ties go to the commoner mineral")
    func ordered() throws {
        let seen = try RockObservationReader.read(["luster=metallic"])
        let top = MineralRanking.top(5, for: seen, in: .shipped)
        for (upper, lower) in zip(top, top.dropFirst()) {
            #expect(upper.score >= lower.score)
            if upper.score == lower.score { #expect(upper.mineral.commonness >= lower.mineral.commonness) }
        }
    }

    @Test("bad input is refused with what to do instead", arguments: [
        "hardness=11", "hardness=0", "hardness=-1", "hardness=6-", "gravity=-2", "hardness=7 hardness=2",
        "color=red colour=brown", "shine=metallic", "luster=shiny", "color=plaid", "cleavage=great",
        "sparkly metallic", "test=tasty",
    ])
    func refused(words: String) {
        #expect(throws: (any Error).self) { try RockObservationReader.read(words.split(separator: " ").map(String.init)) }
    }

    @Test("close spellings find the mineral", arguments: [("pyrit", "Pyrite"), ("HEMATITE", "Hematite"), ("qaurtz", "Quartz"),
                                                          ("magnetit", "Magnetite")])
    func spelling(typed: String, name: String) {
        #expect(MineralTable.shipped.mineral(named: typed)?.name == name)
    }

    @Test("a far-off name finds nothing")
    func unknownName() {
        #expect(MineralTable.shipped.mineral(named: "kryptonite") == nil)
    }
}
