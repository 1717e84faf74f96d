/// What someone saw in a rock, as `rock id` read it: only the properties they gave.
struct RockObservation: Sendable {
    /// A luster as people name it: one kind ("vitreous") or just "non-metallic".
    enum LusterSeen: Sendable, Equatable {
        case kind(Luster)
        case nonmetallic

        var text: String {
            switch self {
            case .kind(let luster): luster.rawValue
            case .nonmetallic: "non-metallic"
            }
        }
    }

    var colors: [ColorPhrase] = []
    var tone: Mineral.Tone?
    var luster: LusterSeen?
    var streaks: [ColorPhrase] = []
    var hardness: ClosedRange<Double>?
    var cleavage: Cleavage.Quality?
    /// Only with a cleavage; nil when not said.
    var cleavageDirections: Int?
    var gravity: ClosedRange<Double>?
    var system: String?
    var tests: [String] = []

    var isEmpty: Bool {
        colors.isEmpty && tone == nil && luster == nil && streaks.isEmpty && hardness == nil && cleavage == nil
            && gravity == nil && system == nil && tests.isEmpty
    }
}
