/// One row of Townhall's mineral facts (`MineralFacts`): what a person can see and test.
struct Mineral: Sendable {
    /// Whether a mineral mostly looks pale or dark, for `color=light|dark`.
    enum Tone: String, Sendable { case light, dark }

    var name: String
    /// Colour phrases, each split into words ("brass-yellow" → brass, yellow).
    var colors: [ColorPhrase]
    var tone: Tone
    var lusters: [Luster]
    var streaks: [ColorPhrase]
    var hardness: ClosedRange<Double>
    var cleavage: Cleavage
    var gravity: ClosedRange<Double>
    var system: String
    /// Telling tests: "magnetic", "fizzes", "salty", "fluorescent"… (`FieldTestCatalog.known`).
    var tests: [String]
    /// 1 (rare) to 10 (everywhere): breaks ties, the likelier find first.
    var commonness: Int
    /// One short sentence of our own.
    var about: String
}
