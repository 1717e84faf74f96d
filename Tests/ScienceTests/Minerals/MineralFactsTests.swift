import Foundation
import Testing
@testable import Science

/// Townhall's own mineral table: it parses, it is big enough, and its facts agree with a public
/// reference (Wikipedia's infoboxes, read in place) where both speak.
@Suite("Mineral facts")
struct MineralFactsTests {
    @Test("every line parses and there are at least 150 minerals with unique names")
    func parses() throws {
        let minerals = try MineralLineParser.parseAll(MineralFacts.text)
        #expect(minerals.count >= 150)
        #expect(Set(minerals.map { $0.name.lowercased() }).count == minerals.count)
        #expect(MineralTable.shipped.minerals.count == minerals.count)
    }

    @Test("luster class and hardness agree with Wikipedia for at least 95 % of the minerals in both")
    func agreesWithWikipedia() throws {
        let reference = try WikipediaMinerals.rows()
        try #require(reference.count > 1_000, "read \(reference.count) rows from \(WikipediaMinerals.url.path)")
        let byName = Dictionary(reference.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var compared = 0
        var disagreements: [String] = []
        for mineral in MineralTable.shipped.minerals {
            guard let row = byName[mineral.name.lowercased()],
                  let hardness = WikipediaMinerals.hardness(row.mohs) else { continue }
            let classes = WikipediaMinerals.lusterClasses(row.luster)
            guard !classes.isEmpty else { continue }
            compared += 1
            let ours = Set(mineral.lusters.map(\.lusterClass.rawValue))
            let hardnessAgrees = hardness.overlaps(mineral.hardness)
            let lusterAgrees = !ours.isDisjoint(with: classes)
            if !(hardnessAgrees && lusterAgrees) {
                disagreements.append("\(mineral.name): ours \(mineral.hardness) \(ours.sorted()), "
                    + "Wikipedia \(hardness) \(classes.sorted())")
            }
        }
        let share = Double(compared - disagreements.count) / Double(max(compared, 1))
        print("mineral facts: \(compared) minerals in both tables, \(compared - disagreements.count) agree "
            + "(\(String(format: "%.1f", share * 100)) %)")
        disagreements.forEach { print("  differs: \($0)") }
        #expect(compared >= 100)
        #expect(share >= 0.95, "\(disagreements)")
    }
}
