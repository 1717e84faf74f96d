/// One candidate of `rock id`: the mineral, its score out of 100 and, per property given, how
/// well it matched.
struct RockMatch: Sendable {
    struct Check: Sendable {
        /// "luster", "streak", "hardness"…
        var property: String
        /// 0…1.
        var score: Double
        /// The mineral's own value ("5.5–6.5", "red, reddish-brown"), shown when it missed.
        var actual: String
    }

    var mineral: Mineral
    var score: Int
    var checks: [Check]
}
