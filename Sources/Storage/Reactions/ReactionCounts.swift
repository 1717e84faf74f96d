/// What a reaction batch's replies are worded from once its changes are counted
/// (`TownhallDatabase.commitReactions`): each touched item's count after the batch (`final`), and,
/// where the item rows may hold other than that (PostgreSQL: shards not folded yet, or a fold that
/// failed), what they hold (`stored`), which places are counted on.
struct ReactionCounts {
    var final: [Int64: Int]
    var stored: [Int64: Int]?
}
