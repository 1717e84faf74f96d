/// A property `rock id` compares, and how its explanation names it and the mineral's own value.
enum RockProperty {
    case luster, hardness, streak, color, tone, cleavage, tests, gravity, system

    /// How the explanation names it: the tone and tests by what was seen ("dark", "magnetic").
    func name(_ seen: RockObservation) -> String {
        switch self {
        case .tone: seen.tone?.rawValue ?? "tone"
        case .tests: seen.tests.joined(separator: ", ")
        case .system: seen.system ?? "system"
        default: String(describing: self)
        }
    }

    /// The mineral's own value, shown when it missed.
    func actual(of mineral: Mineral) -> String {
        switch self {
        case .luster: mineral.lusters.map(\.rawValue).joined(separator: ", ")
        case .hardness: RockText.range(mineral.hardness)
        case .streak: mineral.streaks.map(\.text).joined(separator: ", ")
        case .color: mineral.colors.map(\.text).joined(separator: ", ")
        case .tone: mineral.tone.rawValue
        case .cleavage: mineral.cleavage.text
        case .tests: mineral.tests.isEmpty ? "no telling test" : mineral.tests.joined(separator: ", ")
        case .gravity: RockText.range(mineral.gravity)
        case .system: mineral.system
        }
    }
}
