/// A mineral's facts as plain numbers and bit sets, for scoring: no strings or arrays, so that
/// scanning 10,000 of them touches no reference counts. The colour words of all minerals live
/// in one flat array (`MineralTable.colorWords`); a mineral keeps where its own start.
struct MineralTraits: Sendable {
    var hardness: ClosedRange<Double>
    var gravity: ClosedRange<Double>
    /// One bit per `Luster` case, in declaration order.
    var lusters: UInt16
    /// One bit per test of `FieldTestCatalog.ordered`.
    var tests: UInt16
    var isDark: Bool
    var cleavage: Cleavage
    /// Index in `RockObservationReader.systems`.
    var system: UInt8
    var colors: Range<Int32>
    var streaks: Range<Int32>

    /// The traits of `mineral`, appending its colour words to `words`.
    init(_ mineral: Mineral, words: inout ContiguousArray<UInt32>) {
        hardness = mineral.hardness
        gravity = mineral.gravity
        lusters = mineral.lusters.reduce(0) { $0 | $1.bit }
        tests = mineral.tests.reduce(0) { $0 | FieldTestCatalog.bit(of: $1) }
        isDark = mineral.tone == .dark
        cleavage = mineral.cleavage
        system = UInt8(RockObservationReader.systems.firstIndex(of: mineral.system) ?? 0)
        let colorStart = Int32(words.count)
        words += mineral.colors.map(\.words)
        colors = colorStart..<Int32(words.count)
        let streakStart = Int32(words.count)
        words += mineral.streaks.map(\.words)
        streaks = streakStart..<Int32(words.count)
    }
}

extension Luster {
    var bit: UInt16 { UInt16(1) << UInt16(Luster.allCases.firstIndex(of: self)!) }

    /// The bits of every luster of `lusterClass`.
    static func bits(of lusterClass: LusterClass) -> UInt16 {
        allCases.filter { $0.lusterClass == lusterClass }.reduce(0) { $0 | $1.bit }
    }
}
