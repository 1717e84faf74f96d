import Chat
import Storage

/// Which imported election someone named, for `remind`.
enum ElectionChoice {
    /// The one election `asked` names among `elections`: by its date (`2020-11-03`) or by words
    /// of its name. The same election in several feeds (one per county) counts once.
    static func read(_ asked: String, from elections: [ElectionFacts], context: CommandContext,
                     command: String) throws -> ElectionFacts {
        let words = asked.lowercased().split(separator: " ").map(String.init)
        let matches = elections.filter { facts in
            if CalendarDay.adding(0, to: asked) != nil { return facts.election.date == asked }
            let name = facts.election.name.lowercased()
            return words.allSatisfy { name.contains($0) }
        }
        var distinct: [String: ElectionFacts] = [:]
        for facts in matches where distinct["\(facts.election.date) \(facts.election.name)"] == nil {
            distinct["\(facts.election.date) \(facts.election.name)"] = facts
        }
        let list = context.typed("elections")
        guard let first = matches.first else {
            throw CommandFailure("No imported election matches \"\(asked.prefix(40))\". "
                + "Type \(list) <your ZIP> to list them, then \(context.typed(command)) <its date>.")
        }
        guard distinct.count == 1 else {
            let names = distinct.keys.sorted().prefix(5).joined(separator: "; ")
            throw CommandFailure("\(distinct.count) elections match \"\(asked.prefix(40))\" (\(names)): name one by its date or more of its name.")
        }
        return first
    }
}
