/// The console's own slash commands; everything else is said to the bot.
enum ConsoleMetaCommand: Equatable {
    case help
    case speakAs(nick: String, account: String?, isOperator: Bool)
    case join(String)
    case direct
    case toggleOperator
    case services(Bool)
    case who
    case quit

    static let helpText = """
        Console commands (anything else is said to the bot as the current speaker):
          /as NICK [account=NAME | noaccount] [op]   speak as someone else (account = nick by default)
          /join #channel                             speak in a channel
          /dm                                        speak to the bot in a private message
          /op                                        toggle channel-operator status
          /services on|off                           pretend the network has (no) services
          /who                                       show who and where you are
          /quit                                      leave (end of input works too)
        """

    /// nil when the line is not a slash command; `.failure` text for a malformed one.
    static func parse(_ line: String) -> Result<ConsoleMetaCommand, MetaError>? {
        guard line.hasPrefix("/") else { return nil }
        let words = WordScanner.words(in: line).map(String.init)
        let arguments = Array(words.dropFirst())
        switch (words.first ?? "/", arguments.count) {
        case ("/help", 0): return .success(.help)
        case ("/dm", 0): return .success(.direct)
        case ("/op", 0): return .success(.toggleOperator)
        case ("/who", 0): return .success(.who)
        case ("/quit", 0), ("/exit", 0): return .success(.quit)
        case ("/join", 1) where arguments[0].hasPrefix("#") && arguments[0].count > 1:
            return .success(.join(arguments[0]))
        case ("/services", 1) where ["on", "off"].contains(arguments[0]):
            return .success(.services(arguments[0] == "on"))
        case ("/as", 1...):
            return speakAs(arguments)
        default:
            return .failure(MetaError("unknown or malformed console command; /help lists them"))
        }
    }

    private static func speakAs(_ arguments: [String]) -> Result<ConsoleMetaCommand, MetaError> {
        let nick = arguments[0]
        var account: String? = nick
        var isOperator = false
        for option in arguments.dropFirst() {
            switch option {
            case "noaccount": account = nil
            case "op": isOperator = true
            case _ where option.hasPrefix("account=") && option.count > 8: account = String(option.dropFirst(8))
            default: return .failure(MetaError("Usage: /as NICK [account=NAME | noaccount] [op]"))
            }
        }
        return .success(.speakAs(nick: nick, account: account, isOperator: isOperator))
    }

    struct MetaError: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
