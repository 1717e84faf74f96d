import Testing
@testable import TownhallApp

@Suite("Configuration file: Matrix networks")
struct MatrixConfigurationTests {
    static let ircAndMatrix = """
        database: townhall.sqlite
        networks:
          - name: libera
            host: irc.libera.chat
            nick: townhall
          - name: example
            kind: matrix
            homeserver: https://matrix.example.org
            user_id: "@townhall:example.org"
            access_token_env: MATRIX_TOKEN
            rooms: ["#civics:example.org", "!abc:example.org"]
            admins: ["@alice:example.org"]
        """

    @Test("IRC and Matrix networks side by side, the token from the environment")
    func bothKinds() throws {
        let configuration = try ConfigurationLoader.parse(yaml: Self.ircAndMatrix, environment: ["MATRIX_TOKEN": "syt_x"])
        #expect(configuration.networks.map(\.name) == ["libera", "example"])
        let matrix = try #require(configuration.networks.compactMap(\.matrix).first)
        #expect(matrix.name == "example" && matrix.credential == .accessToken("syt_x"))
        #expect(matrix.localpart == "townhall")
        #expect(matrix.rooms == ["#civics:example.org", "!abc:example.org"])
        #expect(matrix.joinOnInvite == .admins && matrix.directInvites == .everyone)
        #expect(matrix.invitesPerInviterPerDay == 3)
    }

    @Test("the rooms one inviter may bring the bot into a day are configurable")
    func inviteCap() throws {
        let configuration = try ConfigurationLoader.parse(yaml: Self.matrixOnly + "\n    invites_per_inviter_per_day: 10\n",
                                                          environment: [:])
        #expect(configuration.networks.compactMap(\.matrix).first?.invitesPerInviterPerDay == 10)
    }

    @Test("the reactions that like an item: 👍 ❤️ ⬆️ unless configured; an empty list turns them off")
    func likeReactions() throws {
        let standard = try ConfigurationLoader.parse(yaml: Self.matrixOnly, environment: [:])
        #expect(standard.networks.compactMap(\.matrix).first?.likeReactions == ["👍", "❤️", "⬆️"])
        let custom = try ConfigurationLoader.parse(yaml: Self.matrixOnly + "\n    like_reactions: [\"⭐\"]\n", environment: [:])
        #expect(custom.networks.compactMap(\.matrix).first?.likeReactions == ["⭐"])
        let off = try ConfigurationLoader.parse(yaml: Self.matrixOnly + "\n    like_reactions: []\n", environment: [:])
        #expect(off.networks.compactMap(\.matrix).first?.likeReactions == [])
    }

    static let matrixOnly = """
        database: x.sqlite
        networks:
          - name: m
            kind: matrix
            homeserver: http://127.0.0.1:8008
            user_id: "@bot:localhost"
            password: botpass
        """

    @Test("plain http is allowed to this machine only")
    func loopbackHTTP() throws {
        let configuration = try ConfigurationLoader.parse(yaml: Self.matrixOnly, environment: [:])
        #expect(configuration.networks.compactMap(\.matrix).first?.credential == .password("botpass"))
        #expect(configuration.networks.compactMap(\.irc).isEmpty)
    }

    @Test("encryption: the pickle key from the environment, the login password or uia_password for cross-signing")
    func encryption() throws {
        let withPassword = try ConfigurationLoader.parse(yaml: Self.matrixOnly + "\n    pickle_key_env: PICKLE\n",
                                                         environment: ["PICKLE": "secret"])
        #expect(withPassword.networks.compactMap(\.matrix).first?.encryption
            == .init(pickleKeyVariable: "PICKLE", pickleKey: "secret", authenticationPassword: "botpass"))
        let withToken = try ConfigurationLoader.parse(
            yaml: Self.ircAndMatrix + "\n    pickle_key_env: PICKLE\n    uia_password_env: UIA\n",
            environment: ["MATRIX_TOKEN": "syt_x", "PICKLE": "secret", "UIA": "pw"])
        #expect(withToken.networks.compactMap(\.matrix).first?.encryption
            == .init(pickleKeyVariable: "PICKLE", pickleKey: "secret", authenticationPassword: "pw"))
        // without pickle_key_env the bot has no device keys, as before
        #expect(try ConfigurationLoader.parse(yaml: Self.matrixOnly, environment: [:]).networks.compactMap(\.matrix).first?.encryption == nil)
    }

    @Test("a missing pickle key stops the start with one line naming the variable to set")
    func missingPickleKey() {
        for environment in [[:], ["PICKLE": ""]] {
            #expect {
                try ConfigurationLoader.parse(yaml: Self.matrixOnly + "\n    pickle_key_env: PICKLE\n", environment: environment)
            } throws: { error in
                let text = "\(error)"
                return (error as? ConfigurationError)?.key == "networks[0].pickle_key_env" && text.contains("PICKLE is not set")
                    && !text.contains("\n")
            }
        }
    }

    @Test("a bad Matrix entry names the key at fault", arguments: [
        (matrixOnly.replacingOccurrences(of: "http://127.0.0.1:8008", with: "http://matrix.example.org"), "networks[0].homeserver"),
        (matrixOnly.replacingOccurrences(of: "http://127.0.0.1:8008", with: "ftp://127.0.0.1"), "networks[0].homeserver"),
        (matrixOnly.replacingOccurrences(of: "\"@bot:localhost\"", with: "bot"), "networks[0].user_id"),
        (matrixOnly.replacingOccurrences(of: "\n    password: botpass", with: ""), "networks[0].access_token"),
        (matrixOnly.replacingOccurrences(of: "password: botpass", with: "password: a\n    access_token: b"), "networks[0].password"),
        (matrixOnly.replacingOccurrences(of: "password: botpass", with: "password_env: NOPE_UNSET"), "networks[0].password_env"),
        (matrixOnly + "\n    admins: [alice]\n", "networks[0].admins[0]"),
        (matrixOnly + "\n    rooms: [civics]\n", "networks[0].rooms[0]"),
        (matrixOnly + "\n    join_on_invite: always\n", "networks[0].join_on_invite"),
        (matrixOnly + "\n    invites_per_inviter_per_day: -1\n", "networks[0].invites_per_inviter_per_day"),
        (matrixOnly + "\n    nick: townhall\n", "networks[0].nick"),
        (matrixOnly + "\n    like_reactions: [\"👍\", \"\"]\n", "networks[0].like_reactions[1]"),
        (matrixOnly + "\n    like_reactions: [\"thumbs up\"]\n", "networks[0].like_reactions[0]"),
        (matrixOnly + "\n    retry: {min_seconds: 0}\n", "networks[0].retry.min_seconds"),
        (matrixOnly + "\n    uia_password: pw\n", "networks[0].uia_password"),
        (matrixOnly.replacingOccurrences(of: "kind: matrix", with: "kind: xmpp"), "networks[0].kind"),
        (matrixOnly + "\n  - name: m\n    host: h\n    nick: bot\n", "networks[1].name"),
    ])
    func badEntry(yaml: String, key: String) {
        #expect {
            try ConfigurationLoader.parse(yaml: yaml, environment: [:])
        } throws: { error in
            (error as? ConfigurationError)?.key == key
        }
    }
}
