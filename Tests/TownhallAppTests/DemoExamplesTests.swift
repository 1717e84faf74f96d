import Chat
import Foundation
import Import
import Storage
import Synchronization
import Testing
@testable import TownhallApp

/// `swift run townhall` on a fresh machine: the console on a database the demo seed has just
/// filled. Every example `help` shows must get a real answer there, not "not in my data".
@Suite("The demo answers every example help shows")
struct DemoExamplesTests {
    /// What the first-run console prints, taken line by line as it comes.
    final class Transcript: Sendable {
        private let text = Mutex("")
        func append(_ more: String) { text.withLock { $0 += more } }
        /// The bot's replies printed since the last call, without their `[dm] <townhall> ` lead
        /// (the console also echoes what was typed).
        func take() -> [String] {
            let taken = text.withLock { text in
                defer { text = "" }
                return text
            }
            let lead = "[dm] <townhall> "
            return taken.split(separator: "\n").filter { $0.hasPrefix(lead) }.map { String($0.dropFirst(lead.count)) }
        }
    }

    /// Lines typed at a first-run console (as its admin, in a DM) and a piece of the answer to the
    /// last one that only the demo data can give. Every example of `help` appears in one of them.
    static let examples: [(typed: [String], answer: String)] = [
        (["help zip"], "Usage: zip <5-digit ZIP code>"),
        (["zip 94110"], "Saved your ZIP 94110 (CA-11)."),
        (["zip 94110", "reps"], "Rep. Nancy Pelosi (D-CA-11)"),
        (["zip 94110", "reps"], "State Senator Scott Wiener (D, CA Senate District 11)"),
        (["zip 94110", "reps"], "Assembly Member Matt Haney (D, CA Assembly District 17)"),
        (["zip 94110", "reps"], "Governor Gavin Newsom (D-CA)"),
        (["rep Pelosi"], "Rep. Nancy Pelosi (D-CA-11)"),
        (["rep CA-11"], "Rep. Nancy Pelosi (D-CA-11)"),
        (["rep Wiener"], "California State Legislature, Senate"),
        (["contact Padilla"], "Fresno office: 2500 Tulare Street"),
        (["contact CA-11"], "San Francisco office: 90 7th St."),
        (["contact Wiener"], "District office: 455 Golden Gate Ave. Suite 14800"),
        (["officials San Francisco"], "Mayor Daniel Lurie (San Francisco, CA)"),
        (["zip 10001", "district NY-12"], "Saved: your district is NY-12."),
        (["zip 82001", "district WY-AL"], "Saved: your district is WY-AL."),
        (["zip 94110", "district senate 11"], "Saved: your CA Senate district is 11."),
        (["vote s325-2022"], "Result: Bill Passed (50-50, Vice President of the United States, voted Yea)"),
        (["votes Padilla"], "s527-2025 Yea"),
        (["howvoted Pelosi hr5376-117"], "h385-2021 Yea"),
        (["bill hr5376-117"], "Inflation Reduction Act of 2022"),
        (["bills"], "hr5376-117"),
        (["bills by Pelosi"], "hr1-117 original cosponsor 2021-01-04: For the People Act of 2021"),
        (["follow hr5376-117"], "You now follow hr5376-117"),
        (["comment hr5376-117 Worth reading."], "hr5376-117"),
        (["admin verify pelosistaff P000197 staff"], "Rep. Nancy Pelosi (D-CA-11)"),
        (["rock id luster=metallic streak=red-brown"], "1. Hematite"),
        (["rock id dark metallic black streak hardness 6"], "1. Magnetite"),
        (["mineral pyrite"], "Fool's gold"),
        (["rocks"], "P3"),
        (["rocks #quartz"], "quartz geode"),
        (["elections 94110"], "Example City General Election: register by"),
        (["register 94110"], "Example City Elections Office"),
        (["polls 94110"], "EXAMPLE ELEMENTARY SCHOOL, 100 Example Street, San Francisco: election day"),
        (["ballot 100 Example St, San Francisco 94110"], "Mayor (Mayor of Example City): Alex Example (Oak Party)"),
    ]

    /// The examples above that answer from the demo's made-up election: each answer says so.
    static let electionExamples = examples.filter {
        ["elections", "register", "polls", "ballot"].contains($0.typed.last?.split(separator: " ").first ?? "")
    }

    /// What no example may answer on the demo: that the data is missing.
    static let missingData = ["in my data", "I don't know", "No election data", "no data"]

    /// A console on a fresh database, seeded the way `ConsoleLauncher.run` seeds it.
    static func firstRun() async throws -> (ChatConsole, Transcript) {
        let database = try TownhallDatabase.temporary()
        #expect(try await DemoData.seedIfEmpty(database))
        let transcript = Transcript()
        let console = ConsoleLauncher.console(database: database, speaker: "admin", interactive: false,
                                              write: { transcript.append($0) })
        return (console, transcript)
    }

    @Test("each example answers from the demo data", arguments: examples)
    func exampleAnswers(typed: [String], answer: String) async throws {
        let (console, transcript) = try await Self.firstRun()
        var replies: [String] = []
        for line in typed {
            _ = await console.take(line)
            replies = transcript.take()
        }
        #expect(replies.contains { $0.contains(answer) }, "\(typed.last ?? "") answered: \(replies)")
        #expect(!replies.contains { reply in Self.missingData.contains { reply.contains($0) } }, "\(replies)")
    }

    @Test("each answer drawn from the demo's election says it is example data", arguments: electionExamples)
    func electionAnswersSayExample(typed: [String], answer: String) async throws {
        let (console, transcript) = try await Self.firstRun()
        for line in typed { _ = await console.take(line) }
        let replies = transcript.take()
        #expect(replies.last?.hasPrefix("Example data: this is the demo's made-up election") == true, "\(replies)")
    }

    @Test("the demo's election is ahead: registration open, deadlines relative to the day it was seeded")
    func electionIsAhead() async throws {
        let (console, transcript) = try await Self.firstRun()
        _ = await console.take("elections 94110")
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let today = Date()
        let day = { (days: Double) in formatter.string(from: today.addingTimeInterval(days * 86_400)) }
        #expect(transcript.take().contains { $0.hasPrefix("\(day(30)) Example City General Election: register by \(day(15))") })
    }

    @Test("on the demo, hi names the demo's ZIPs and an unknown ZIP lists them with how the full data is loaded")
    func demoNamesItsZips() async throws {
        let (console, transcript) = try await Self.firstRun()
        _ = await console.take("hi")
        #expect(transcript.take().contains { $0.contains("(it stays private; this demo knows only 05401, 10001, 30165, 82001 and 94110)") })
        _ = await console.take("zip 12345")
        #expect(transcript.take() == ["This demo knows only the ZIPs 05401, 10001, 30165, 82001 and 94110, not 12345: "
            + "try zip 94110. The operator loads every ZIP with: townhall sync"])
    }

    @Test("every example that help shows is one of the examples above")
    func helpExamplesAreCovered() async throws {
        // Only help texts here, read by an admin (who is shown every command) with no rate limit:
        // one `help <command>` per command is more than the 8 commands in 30 s a person may type.
        let transcript = Transcript()
        let core = TownhallCore.make(database: try TownhallDatabase.temporary(),
                                     configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: 1_000, period: 1)),
                                     permissions: StaticPermissions(admins: ["admin"]))
        let console = ChatConsole(core: core, speaker: "admin", interactive: false, write: { transcript.append($0) })
        let typed = Self.examples.flatMap(\.typed).joined(separator: "\n").lowercased()
        var shown: [String] = []
        for name in try await Self.listedCommands(console, transcript) {
            _ = await console.take("help \(name)")
            shown += transcript.take().flatMap(Self.examples(in:))
        }
        #expect(shown.count >= 10, "help shows fewer examples than expected: \(shown)")
        let missing = shown.filter { !typed.contains($0.lowercased()) }
        #expect(missing.isEmpty, "examples in help that the demo test does not try: \(missing)")
    }

    /// The commands `help` lists in a DM ("Category: a, b, c" lines), following `more` pages.
    static func listedCommands(_ console: ChatConsole, _ transcript: Transcript) async throws -> [String] {
        _ = await console.take("help")
        var lines = transcript.take()
        while lines.last?.contains("type more") == true {
            _ = await console.take("more")
            lines += transcript.take()
        }
        let names = lines.filter { !$0.hasPrefix("Type help") && !$0.contains("type more") }
            .compactMap { $0.split(separator: ":", maxSplits: 1).last }
            .flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        try #require(names.contains("vote") && names.contains("admin verify"), "help listed: \(lines)")
        return names
    }

    /// The examples in one `help <command>` line: each item after "e.g." up to the closing
    /// bracket ("<roll call, e.g. s325-2022>", "(e.g. rep Pelosi, rep CA-11)"), and help's own
    /// "explain one: help zip". An "e.g." in prose ("e.g. when your ZIP is split.") runs into a
    /// full stop before any bracket and is no example.
    static func examples(in line: String) -> [String] {
        var found: [String] = []
        var rest = Substring(line)
        while let lead = rest.range(of: "e.g. ") {
            let list = rest[lead.upperBound...].prefix { $0 != ">" && $0 != ")" }
            if !list.contains(".") {
                found += list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            rest = rest[list.endIndex...]
        }
        if let lead = line.range(of: "explain one: ") {
            found.append(String(line[lead.upperBound...].prefix { $0 != "." }))
        }
        return found
    }
}
