import Chat
import Civic
import Foundation
import IRCClient
import IRCTransport
import Science
import Storage
import Testing
@testable import TownhallApp

@Suite("Configuration file")
struct ConfigurationLoaderTests {
    static let minimal = """
        database: townhall.sqlite
        networks:
          - name: local
            host: 127.0.0.1
            nick: townhall
        """

    @Test("the example file shipped in config/ loads, with secrets from the environment")
    func exampleLoads() throws {
        let path = packageRoot().appendingPathComponent("config/townhall.example.yaml").path
        let config = try ConfigurationLoader.load(path: path, environment: ["TOWNHALL_SASL_PASSWORD": "s3cret",
                                                                            "TOWNHALL_MATRIX_TOKEN": "syt_token",
                                                                            "TOWNHALL_MATRIX_PICKLE_KEY": "pickle"])
        let network = try #require(config.networks.first?.irc)
        let matrix = try #require(config.networks.compactMap(\.matrix).first)
        #expect(matrix.credential == .accessToken("syt_token") && matrix.userID == "@townhall:example.org")
        #expect(matrix.admins == ["@alice:example.org"] && matrix.joinOnInvite == .admins)
        // a token login: no password to set up cross-signing with unless uia_password is given
        #expect(matrix.encryption == .init(pickleKeyVariable: "TOWNHALL_MATRIX_PICKLE_KEY", pickleKey: "pickle", authenticationPassword: nil))
        #expect(config.database == .sqlite(path: "townhall.sqlite"))
        #expect(network.port == 6697 && network.tls && network.tlsVerify)
        #expect(network.sasl?.password == "s3cret")
        #expect(network.sasl?.account == "bot")
        #expect(network.channels == [.init(name: "#civics", key: nil), .init(name: "#private", key: "secretkey")])
        #expect(network.admins == ["alice"])
        #expect(network.altNicks == ["townhall_", "townhall__"])
        #expect(config.commands.prefix == "!")
        #expect(config.questions.dailyUpvotes == 3 && config.questions.timeZone == "America/New_York")
        #expect(config.formatting == FormattingConfiguration(style: .irc, bars: .unicode))
        #expect(config.quiz.rules == QuizRules())  // the example lists the defaults
        #expect(config.letters.rules.emailCodes == EmailCodeLimits())  // here too
    }

    @Test("the quiz section sets the pace; hints above three, zero rounds or rounds above max_rounds are named")
    func quiz() throws {
        let config = try ConfigurationLoader.parse(yaml: Self.minimal
            + "\nquiz: {hint_seconds: 20, hints: 2, rounds: 3, max_rounds: 10, max_points: 5}\n")
        #expect(config.quiz.rules == QuizRules(hintSeconds: 20, hints: 2, defaultRounds: 3, maxRounds: 10, maxPoints: 5))
        let stacked = try ConfigurationLoader.parse(yaml: Self.minimal + "\nquiz: {first_minerals: [Hematite, quartz]}\n")
        #expect(stacked.quiz.firstMinerals == ["Hematite", "quartz"])
        for (bad, key) in [("hints: 4", "quiz.hints"), ("rounds: 0", "quiz.rounds"), ("rounds: 30, max_rounds: 20", "quiz.rounds"),
                           ("hint_secs: 5", "quiz.hint_secs"),
                           // a close spelling is a guess in a chat, a mistake in a configuration
                           ("first_minerals: [quartz, haematite]", "quiz.first_minerals[1]"),
                           ("first_minerals: quartz", "quiz.first_minerals")] {
            #expect(throws: ConfigurationError.self, "\(bad)") {
                try ConfigurationLoader.parse(yaml: Self.minimal + "\nquiz: {\(bad)}\n")
            }
            do {
                _ = try ConfigurationLoader.parse(yaml: Self.minimal + "\nquiz: {\(bad)}\n")
            } catch {
                #expect(error.key == key, "\(bad): \(error)")
            }
        }
    }

    @Test("the letters section: categories, nudge, routes, and the mail server with its password from the environment")
    func letters() throws {
        let config = try ConfigurationLoader.parse(yaml: Self.minimal + """

            letters:
              categories: [Housing, transit]
              max_body_length: 800
              nudge: {similarity: 0.9, letters: 5, days: 7}
              email_codes: {per_person_per_day: 2, per_address_per_day: 1, per_hour: 30}
              routes: {P000197: pelosi-letters@example.org, ocd-person/de84277e-1c23-4036-bd64-b27c310a1c0e: wiener@example.org}
              mail: {host: 127.0.0.1, port: 2525, tls: none, username: townhall, password_env: MAIL_PASSWORD,
                     from: letters@example.org, from_name: Townhall Letters}
            """, environment: ["MAIL_PASSWORD": "hunter2"])
        let rules = config.letters.rules
        #expect(rules.categories == ["housing", "transit"] && rules.maxBodyLength == 800)
        #expect(rules.nudge.similarity == 0.9 && rules.nudge.similarCount == 5 && rules.nudge.windowDays == 7)
        #expect(rules.emailCodes == EmailCodeLimits(perAccountPerDay: 2, perAddressPerDay: 1, perHour: 30))
        #expect(rules.routes == ["P000197": "pelosi-letters@example.org",
                                 "ocd-person/de84277e-1c23-4036-bd64-b27c310a1c0e": "wiener@example.org"])
        #expect(rules.fromAddress == "letters@example.org")
        let mail = try #require(config.letters.mail)
        #expect(mail.smtp.host == "127.0.0.1" && mail.smtp.port == 2525 && mail.smtp.tls == .none)
        #expect(mail.smtp.credentials?.password == "hunter2" && mail.fromName == "Townhall Letters")
        // without a mail section there is no email at all
        #expect(try ConfigurationLoader.parse(yaml: Self.minimal).letters.rules.fromAddress == nil)
    }

    @Test("flood: off lifts the pacing for a bot the network exempts; limits far above 100 lines/s are accepted")
    func floodOff() throws {
        let off = try ConfigurationLoader.parse(yaml: Self.minimal + "\n    flood: off\n")
        #expect(off.networks[0].irc!.floodPaced == false)
        #expect(IRCClientConfiguration(network: off.networks[0].irc!).flood.paced == false)
        let fast = try ConfigurationLoader.parse(yaml: Self.minimal + "\n    flood: {burst: 5000, interval_ms: 1}\n")
        #expect(fast.networks[0].irc!.floodPaced && fast.networks[0].irc!.floodBurst == 5000 && fast.networks[0].irc!.floodIntervalMilliseconds == 1)
    }

    @Test("the formatting section switches IRC codes and Unicode bars off; IRC and Unicode by default")
    func formatting() throws {
        let standard = try ConfigurationLoader.parse(yaml: Self.minimal).formatting
        #expect(standard.formatting == ReplyFormatting(bars: .unicode))
        #expect(standard.ircRenderer == IRCTextRenderer(style: .irc))
        let plain = try ConfigurationLoader.parse(yaml: Self.minimal + "\nformatting: {style: plain, bars: ascii}\n").formatting
        #expect(plain.formatting == ReplyFormatting(bars: .ascii))
        #expect(plain.ircRenderer == IRCTextRenderer(style: .plain))
    }

    @Test("the questions section sets the upvote budget, its time zone and the blocklist")
    func questions() throws {
        let config = try ConfigurationLoader.parse(yaml: Self.minimal + """

            questions: {daily_upvotes: 5, time_zone: America/Chicago, blocked_words: [badword]}
            """)
        let rules = config.questions.rules
        #expect(rules.dailyUpvotes == 5)
        #expect(rules.timeZone.identifier == "America/Chicago")
        #expect(rules.blockedWord(in: "what a BADWORD answer") == "badword")
    }

    @Test("the notifications section sets the per-person pace, the poll interval and the MONITOR budget")
    func notifications() throws {
        let config = try ConfigurationLoader.parse(yaml: Self.minimal + """

            notifications: {per_person_burst: 2, per_person_interval_seconds: 90, poll_seconds: 1.5, monitor_limit: 25}
            """)
        #expect(config.notifications.perPersonBurst == 2)
        #expect(config.notifications.perPersonIntervalSeconds == 90)
        #expect(config.notifications.pollSeconds == 1.5)
        #expect(config.notifications.monitorLimit == 25)
        #expect(try ConfigurationLoader.parse(yaml: Self.minimal).notifications == NotificationsConfiguration())
    }

    @Test("defaults: TLS on, verification on, port 6697, alternates derived from the nick")
    func defaults() throws {
        let config = try ConfigurationLoader.parse(yaml: Self.minimal)
        let network = try #require(config.networks.first?.irc)
        #expect(network.tls && network.tlsVerify && network.port == 6697)
        #expect(network.altNicks == ["townhall_", "townhall__"])
        #expect(network.sasl == nil)
        #expect(network.joinOnInvite == .admins && network.accountFallback == .none)
    }

    @Test("a bad file names the key at fault", arguments: [
        ("networks: []\n", "database"),
        ("database: x.sqlite\n", "networks"),
        (minimal + "\nextra: 1\n", "extra"),
        (minimal + "\n    chanels: [\"#a\"]\n", "networks[0].chanels"),
        (minimal + "\n    port: high\n", "networks[0].port"),
        (minimal + "\n    port: 70000\n", "networks[0].port"),
        (minimal + "\n    tls: maybe\n", "networks[0].tls"),
        (minimal + "\n    channels: \"#civics\"\n", "networks[0].channels"),
        (minimal + "\n    channels: [\"civics\"]\n", "networks[0].channels[0]"),
        (minimal + "\n    sasl: {mechanism: PLAIN, account: bot}\n", "networks[0].sasl.password"),
        (minimal + "\n    sasl: {mechanism: SCRAM, account: bot, password: x}\n", "networks[0].sasl.mechanism"),
        (minimal + "\n    sasl: {mechanism: PLAIN, account: bot, password_env: NOPE_UNSET}\n",
         "networks[0].sasl.password_env"),
        (minimal + "\n    sasl: {mechanism: EXTERNAL}\n", "networks[0].sasl.mechanism"),
        (minimal + "\n    client_cert: /c.pem\n", "networks[0].client_key"),
        (minimal + "\n    flood: {burst: 0}\n", "networks[0].flood.burst"),
        (minimal + "\n    flood: {bursts: 3}\n", "networks[0].flood.bursts"),
        (minimal + "\n    flood: fast\n", "networks[0].flood"),
        (minimal + "\ncommands: {prefix: \"\"}\n", "commands.prefix"),
        (minimal + "\ncommands: {prefix: \"!\", colour: true}\n", "commands.colour"),
        (minimal + "\nquestions: {time_zone: Mars/Olympus}\n", "questions.time_zone"),
        (minimal + "\nquestions: {daily_upvotes: -1}\n", "questions.daily_upvotes"),
        (minimal + "\nquestions: {upvotes: 3}\n", "questions.upvotes"),
        (minimal + "\nnotifications: {per_person_burst: 0}\n", "notifications.per_person_burst"),
        (minimal + "\nnotifications: {poll: 5}\n", "notifications.poll"),
        (minimal + "\nformatting: {style: html}\n", "formatting.style"),
        (minimal + "\nformatting: {bars: emoji}\n", "formatting.bars"),
        (minimal + "\nformatting: {colour: true}\n", "formatting.colour"),
        (minimal + "\nletters: {categories: []}\n", "letters.categories"),
        (minimal + "\nletters: {nudge: {similarity: 2}}\n", "letters.nudge.similarity"),
        (minimal + "\nletters: {email_codes: {per_hour: 0}}\n", "letters.email_codes.per_hour"),
        (minimal + "\nletters: {email_codes: {per_day: 3}}\n", "letters.email_codes.per_day"),
        (minimal + "\nletters: {routes: {Pelosi: a@example.org}}\n", "letters.routes.Pelosi"),
        (minimal + "\nletters: {routes: {ocd-person/: a@example.org}}\n", "letters.routes.ocd-person/"),
        (minimal + "\nletters: {routes: {P000197: not-an-address}}\n", "letters.routes.P000197"),
        (minimal + "\nletters: {mail: {host: smtp.example.org}}\n", "letters.mail.from"),
        (minimal + "\nletters: {mail: {host: smtp.example.org, from: x@example.org, tls: none}}\n", "letters.mail.tls"),
        (minimal + "\nletters: {mail: {host: smtp.example.org, from: x@example.org, tls: ssl}}\n", "letters.mail.tls"),
        (minimal + "\nletters: {mail: {host: h, from: x@example.org, username: u}}\n", "letters.mail.password"),
        (minimal + "\nletters: {mail: {host: h, from: x@example.org, username: u, password_env: NOPE_UNSET}}\n",
         "letters.mail.password_env"),
        (minimal + "\nletters: {mail: {host: h, from: x@example.org, port: 0}}\n", "letters.mail.port"),
        (minimal + "\nletters: {mail: {host: h, from: x@example.org, sender: y}}\n", "letters.mail.sender"),
        ("database: x\nnetworks:\n  - name: a\n    nick: bot\n", "networks[0].host"),
        ("database: x\nnetworks:\n  - name: a\n    host: h\n    nick: \"9bot\"\n", "networks[0].nick"),
    ])
    func badFileNamesKey(yaml: String, key: String) {
        #expect {
            _ = try ConfigurationLoader.parse(yaml: yaml, environment: [:])
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.key == key && error.description.contains("'\(key)'")
        }
    }

    @Test("errors carry the line of the offending key")
    func lineNumbers() {
        let yaml = Self.minimal + "\n    port: high\n"
        #expect(throws: ConfigurationError(key: "networks[0].port", line: 6, problem: "expected a whole number")) {
            try ConfigurationLoader.parse(yaml: yaml)
        }
    }

    @Test("a missing file is a clear error")
    func missingFile() {
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.load(path: "/nonexistent/townhall.yaml")
        }
    }
}

/// The package root, found from this file's path.
func packageRoot() -> URL {
    ScriptSuite.packageRoot(from: #filePath)!
}
