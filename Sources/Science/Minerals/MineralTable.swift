/// The minerals `rock id`, `mineral` and the quiz know: `MineralFacts` parsed once, or any other
/// list (the benchmark's synthetic 10,000). Lookups by name accept close spellings.
public struct MineralTable: Sendable {
    let minerals: [Mineral]
    /// The same minerals as numbers and bits, for scoring (`MineralRanking`).
    let traits: ContiguousArray<MineralTraits>
    /// Every mineral's colour and streak words, each mineral's in one run (see `MineralTraits`).
    let colorWords: ContiguousArray<UInt32>
    /// Lowercased name → index, for exact lookups.
    private let indexByName: [String: Int]

    init(_ minerals: [Mineral]) {
        self.minerals = minerals
        var words = ContiguousArray<UInt32>()
        traits = ContiguousArray(minerals.map { MineralTraits($0, words: &words) })
        colorWords = words
        indexByName = Dictionary(minerals.enumerated().map { ($1.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Townhall's own table. A line that does not parse is a programming error caught by
    /// `MineralFactsTests` before it ships, so it stops the program here rather than hiding.
    public static let shipped: MineralTable = {
        do {
            return MineralTable(try MineralLineParser.parseAll(MineralFacts.text))
        } catch {
            preconditionFailure("MineralFacts does not parse: \(error)")
        }
    }()

    /// Whether a mineral has exactly this name (any case): a configuration names minerals
    /// exactly, where a person typing may be off by a letter.
    public func hasMineral(exactlyNamed name: String) -> Bool {
        indexByName[name.lowercased().trimmingCharacters(in: .whitespaces)] != nil
    }

    /// The mineral named `name`, or the one whose name is closest when the spelling is off by a
    /// little (at most one edit in three letters).
    func mineral(named name: String) -> Mineral? {
        let key = name.lowercased().trimmingCharacters(in: .whitespaces)
        if let index = indexByName[key] { return minerals[index] }
        let allowed = max(1, key.count / 3)
        let scored = minerals.map { ($0, SpellingDistance.between(key, $0.name.lowercased(), atMost: allowed)) }
        return scored.filter { $0.1 <= allowed }.min { ($0.1, -$0.0.commonness) < ($1.1, -$1.0.commonness) }?.0
    }
}
