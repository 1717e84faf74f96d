import Foundation

/// The embedded front: a person types lines, speaking to the core as any account, in a
/// channel or a DM; the bot's replies are printed. Works with piped (non-TTY) input too.
public actor ChatConsole: ChatTransport {
    /// Alerts waiting for an account on a network, taken out of the outbox as they are returned.
    public typealias AlertSource = @Sendable (_ network: String, _ account: String) async -> [String]

    public let core: ChatCore
    public let network: String
    public let botNick: String
    public private(set) var networkHasServices = true
    private var speaker: ConsoleSpeaker
    private let interactive: Bool
    private let write: @Sendable (String) -> Void
    private let alerts: AlertSource?
    private let sightings: (any SightingListener)?

    /// - Parameters:
    ///   - interactive: show a prompt (a terminal); otherwise echo each input line so a
    ///     piped session reads as a transcript.
    ///   - write: receives text to print, newline included (standard output by default).
    ///   - alerts: where waiting alerts come from; the speaking account is always online here, so
    ///     its alerts are shown after each line it types and when the console switches to it.
    ///   - sightings: told who speaks (as a transport tells the outbox's courier).
    public init(
        core: ChatCore,
        network: String = "console",
        botNick: String = "townhall",
        speaker nick: String = "you",
        interactive: Bool = ChatConsole.standardInputIsTerminal,
        write: @escaping @Sendable (String) -> Void = ChatConsole.writeToStandardOutput,
        alerts: AlertSource? = nil,
        sightings: (any SightingListener)? = nil
    ) {
        self.core = core
        self.network = network
        self.botNick = botNick
        self.speaker = ConsoleSpeaker(nick: nick, account: nick)
        self.interactive = interactive
        self.write = write
        self.alerts = alerts
        self.sightings = sightings
    }

    /// Reads until the input ends or /quit; replies (and pushes) are printed as they come.
    public func run<Lines: AsyncSequence<String, Never>>(lines: Lines) async {
        await core.attach(self, network: network)
        print("Townhall console — \(speaker.summary). Type /help for console commands, help for the bot's.")
        showPrompt()
        for await line in lines {
            guard await take(line) else { return }
            showPrompt()
        }
    }

    /// Handles one input line; false after /quit.
    public func take(_ line: String) async -> Bool {
        let line = line.trimmingWhitespace()
        if line.isEmpty { return true }
        switch ConsoleMetaCommand.parse(line) {
        case .success(let meta)?:
            guard apply(meta) else { return false }
        case .failure(let error)?:
            print(error.message)
        case nil:
            if !interactive { print("[\(placeLabel(speaker.place))] <\(speaker.nick)> \(line)") }
            let event = ChatEvent(network: network, sender: speaker.sender, place: speaker.place, text: line,
                                  botNick: botNick, networkHasServices: networkHasServices)
            for reply in await core.handle(event) {
                await send(reply)
            }
            if let account = speaker.account { sightings?.saw(nick: speaker.nick, account: account) }
        }
        await showAlerts()
        return true
    }

    private func showAlerts() async {
        guard let alerts, let account = speaker.account else { return }
        for text in await alerts(network, account) {
            await send(ChatReply(destination: .direct(nick: speaker.nick), text: text))
        }
    }

    public func send(_ reply: ChatReply) async {
        let from = reply.isNotice ? "-\(botNick)-" : "<\(botNick)>"
        let to: String = switch reply.destination {
        case .channel(let channel): channel
        case .direct(let nick) where nick == speaker.nick: "dm"
        case .direct(let nick): "dm → \(nick)"
        }
        print("[\(to)] \(from) \(reply.text)")
    }

    private func apply(_ meta: ConsoleMetaCommand) -> Bool {
        switch meta {
        case .help:
            print(ConsoleMetaCommand.helpText)
        case .speakAs(let nick, let account, let isOperator):
            speaker.nick = nick
            speaker.account = account
            speaker.isOperator = isOperator
            print(speaker.summary)
        case .join(let channel):
            speaker.place = .channel(channel)
            print(speaker.summary)
        case .direct:
            speaker.place = .direct
            print(speaker.summary)
        case .toggleOperator:
            speaker.isOperator.toggle()
            print(speaker.summary)
        case .services(let on):
            networkHasServices = on
            print(on ? "the network now has services" : "the network now has no services")
        case .who:
            print(speaker.summary)
        case .quit:
            return false
        }
        return true
    }

    private func placeLabel(_ place: ChatPlace) -> String { place.channelName ?? "dm" }

    private func print(_ text: String) { write(text + "\n") }

    private func showPrompt() {
        if interactive { write(speaker.prompt) }
    }

    /// How to get an account here (`/as`), for the core's `ChatConfiguration.conventions`; a
    /// private message is written as on IRC, which the console's scripts and examples follow.
    public static let conventions = ChatConventions(
        loginHint: "You need to be logged in to an account: speak as one with /as NICK [account=NAME].",
        privateMessageForm: ChatConventions.generic.privateMessageForm)

    public static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    public static let writeToStandardOutput: @Sendable (String) -> Void = { text in
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Lines of standard input, read on a thread of their own so no async thread blocks.
    public static func standardInputLines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let reader = Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }
            reader.start()
        }
    }
}
