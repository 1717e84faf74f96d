import Chat
import Civic
import Foundation
import GRDB
import Import
@testable import Storage
import IRCTransport
import Testing
@testable import TownhallApp

/// Random arguments through every registered command, against the real core on a real SQLite
/// file seeded with the demo data: in a channel and in a DM, with and without an account, as an
/// admin and as a channel operator. Nothing may crash, every input gets an answer, and every
/// answer is one clean line that survives the trip to the wire.
///
/// Reproducible: the same seed plays the same inputs. To see the input a crash happened on, run
/// with `TOWNHALL_FUZZ_TRACE=1`, which prints each one before it is handled (and the answers after).
/// `TOWNHALL_FUZZ_SEED=N` and `TOWNHALL_FUZZ_ROUNDS=N` (inputs per command) explore further by hand;
/// CI plays the fixed seed and budget below.
@Suite("Random arguments through every registered command")
struct CommandFuzzTests {
    static let seed: UInt64 = 0x7041_1202_6016_0005
    /// Inputs per registered command (about 70 commands: some 2,800 inputs in all).
    static let inputsPerCommand = 40

    struct Speaker {
        var nick: String
        var account: String?
        var isOperator = false
    }

    /// An account holder, an admin, a channel operator, and someone not logged in.
    static let speakers = [
        Speaker(nick: "alice", account: "alice"),
        Speaker(nick: "Bob", account: "bob"),
        Speaker(nick: "fuzzadmin", account: "fuzzadmin"),
        Speaker(nick: "carol", account: "carol", isOperator: true),
        Speaker(nick: "guest", account: nil),
    ]

    /// Lines that give the fuzzer things to point at: a ZIP on file, a question (Q1), a report (R1).
    static let warmUp = [
        "zip 94110",
        "ask Pelosi Will you hold a town hall in the Mission this spring?",
        "report line 94110 The line at the library wraps around the block",
    ]

    @Test("every input is answered with clean single lines, and nothing crashes")
    func everyReplyIsOneCleanLine() async throws {
        let database = try TownhallDatabase.temporary()
        #expect(try await DataSetupLine.run("demo", database: database, root: packageRoot()))
        let clock = ManualClock()
        let core = TownhallCore.make(
            database: database,
            // No rate limit: the fuzzer must reach the commands, not the "too fast" notice.
            configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: 1_000_000, period: 1),
                                             conventions: IRCChatBridge.conventions),
            clock: clock, permissions: StaticPermissions(admins: ["fuzzadmin"]),
            rules: CivicRules(letters: AppScriptEnvironment.letterRules))
        let trace = ProcessInfo.processInfo.environment["TOWNHALL_FUZZ_TRACE"] != nil
        var problems: [String] = []
        /// House-voice problems (`ReplyWordingCheck`), each different reply once.
        var wording: Set<String> = []
        /// `namesACommand`: the line starts with a registered name, so silence would be a lost answer.
        /// A bare line may be chatter ("!lol" in a channel is someone else's bot's business).
        func play(_ event: ChatEvent, namesACommand: Bool = true) async {
            if trace { print("fuzz:", event.sender.nick, event.place, event.text.debugDescription) }
            let replies = await core.handle(event)
            if trace { for reply in replies { print("    ->", reply.text.debugDescription) } }
            if replies.isEmpty, namesACommand { problems.append("no answer to \(event.text.debugDescription) in \(event.place)") }
            problems += ReplyLineCheck.problems(in: replies, answering: event).map { "\($0) — after \(event.text.debugDescription)" }
            wording.formUnion(ReplyWordingCheck.problems(in: replies, answering: event))
        }

        for line in Self.warmUp {
            await play(Self.event(line, from: Self.speakers[0], in: .direct))
        }
        // Every command's usage and first refusals: alone, and with an argument nothing takes.
        for name in core.registry.commands.map(\.spec.name) {
            for arguments in ["", " ?", " Q0 x"] {
                await play(Self.event(name + arguments, from: Self.speakers[1], in: .direct))
                await play(Self.event("townhall: " + name + arguments, from: Self.speakers[4], in: .channel("#civics")))
                clock.advance(by: 1)
            }
        }
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["TOWNHALL_FUZZ_SEED"].flatMap { UInt64($0) } ?? Self.seed
        let rounds = environment["TOWNHALL_FUZZ_ROUNDS"].flatMap { Int($0) } ?? Self.inputsPerCommand
        var random = SeededRandom(seed: seed)
        let names = core.registry.commands.flatMap { [$0.spec.name] + $0.spec.aliases }
        #expect(names.count >= 60, "the registry lists only \(names.count) names")
        for round in 0..<(names.count * rounds) {
            let speaker = random.pick(Self.speakers)
            let place: ChatPlace = random.chance(0.5) ? .direct : .channel("#civics")
            let name = names[round % names.count]
            var command = name + " " + FuzzArguments.make(for: name, using: &random)
            // Now and then a bare line: in a DM it answers whatever dialogue waits.
            let bare = random.chance(0.1)
            if bare { command = FuzzArguments.make(using: &random) }
            // "!?" is chatter in a channel (the prefix takes a letter or digit after it), so a
            // name like `?` is reached there by addressing the bot.
            let prefixable = name.first.map { $0.isLetter || $0.isNumber } ?? false
            let text = switch place {
            case .direct: command
            case .channel: prefixable && random.chance(0.8) ? "!" + command : "townhall: " + command
            }
            await play(Self.event(text, from: speaker, in: place), namesACommand: !bare)
            clock.advance(by: random.chance(0.02) ? 86_400 : Double(Int.random(in: 0...90, using: &random)))
            if problems.count >= 30 { break }
        }
        #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))")
        #expect(wording.isEmpty, "\(wording.count) replies out of the house voice:\n\(wording.sorted().joined(separator: "\n"))")
        // Whatever was refused or cut short left no broken rows behind.
        let health = try await database.writer.read(DatabaseHealth.problems)
        #expect(health.isEmpty, "\(health)")
    }

    static func event(_ text: String, from speaker: Speaker, in place: ChatPlace) -> ChatEvent {
        ChatEvent(network: "fuzz",
                  sender: ChatSender(nick: speaker.nick, account: speaker.account,
                                     isChannelOperator: speaker.isOperator && !place.isDirect),
                  place: place, text: text)
    }
}
