/// A refused JOIN's numeric in words an admin can act on, for `admin join`.
enum IRCJoinRefusalText {
    static func words(numeric: String, reason: String, channel: String, botNick: String) -> String {
        switch numeric {
        case "471": "it is full (+l, its user limit reached)"
        case "473": "it is invite-only (+i); have an operator there type /invite \(botNick) \(channel) first"
        case "474": "I am banned from it (+b): an operator there must lift the ban first"
        case "475": "it needs a key (+k), which admin join cannot give: put the channel with its key in the configuration file"
        case "403": "there is no such channel"
        case "405": "I am in as many channels as this server allows"
        case "477": "it takes only people logged in to services, and I am not"
        default: "the server refused with \(numeric)" + (reason.isEmpty ? "" : " (\(reason))")
        }
    }
}
