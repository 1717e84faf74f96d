/// The console as a `Transport`, beside IRC and Matrix: what typing at a terminal answers for
/// each thing the protocol asks of a network. It is the proof that a third kind of network needs
/// nothing but its own adapter: the service serves it, delivers alerts through it and posts
/// channel feeds through it with the same code as the others.
///
/// On a terminal everyone is present and a name is its own account (`/as alice` speaks as the
/// account alice), so an alert goes out as soon as its person is named, and a channel feed
/// prints in any channel.
public struct ConsoleTransport: Transport {
    public let network: String
    let botNick: String
    let input: AsyncStream<String>
    let write: @Sendable (String) -> Void

    /// - Parameters:
    ///   - input: the lines typed (standard input: `ChatConsole.standardInputLines()`).
    ///   - write: receives text to print, newline included.
    public init(network: String = "console", botNick: String = "townhall", input: AsyncStream<String>,
                write: @escaping @Sendable (String) -> Void = ChatConsole.writeToStandardOutput) {
        self.network = network
        self.botNick = botNick
        self.input = input
        self.write = write
    }

    public var notifications: any NotificationTransport { Printer(botNick: botNick, write: write) }

    public var channelPosts: any ChannelPostTransport { Printer(botNick: botNick, write: write) }

    public func account(named name: String) async -> String? { name }

    public func foldChannel(_ channel: String) -> String {
        ChannelFolding.asciiCaseless.key(channel, on: network)
    }

    /// Reads lines until the input ends or `/quit`, telling `sightings` who speaks.
    public func serve(core: ChatCore, sightings: any SightingListener) async throws {
        let console = ChatConsole(core: core, network: network, botNick: botNick, interactive: false, write: write,
                                  sightings: sightings)
        await console.run(lines: input)
    }

    /// Any channel is there: the console prints in every one.
    public func join(_ channel: String) async -> ChannelJoinOutcome { .joined }

    public func part(_ channel: String) async -> Bool { true }

    public func isConfigured(_ channel: String) -> Bool { false }

    public func shutdown() async {}

    /// Alerts and channel posts, printed as the console prints the bot's replies.
    struct Printer: NotificationTransport, ChannelPostTransport {
        let botNick: String
        let write: @Sendable (String) -> Void

        func trackedNicks(loggedInAs account: String) -> [String] { [account] }

        func deliver(_ text: String, to nick: String) async throws {
            write("[dm → \(nick)] <\(botNick)> \(text)\n")
        }

        func watch(_ nicks: [String]) async {}

        func lookUp(_ nick: String) async {}

        func isInChannel(_ channel: String) -> Bool { true }

        func post(_ text: String, in channel: String) async throws {
            write("[\(channel)] <\(botNick)> \(text)\n")
        }
    }
}
