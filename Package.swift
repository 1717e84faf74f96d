// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "townhall",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "townhall", targets: ["townhall"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        // HMAC-SHA256 for the email-code counters and SHA-256 for the migration digests; already
        // resolved through postgres-nio, whose 4.x this range keeps.
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // ServiceGroup: serve's parts stopped in order on SIGTERM/SIGINT (graceful shutdown).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        // Wire format: IRCv3 tags, parse, serialize, casemapping, ISUPPORT, line splitting.
        // No dependencies and no civic knowledge.
        .target(name: "IRCWire"),
        // The IRC client: TLS connection, CAP/SASL registration, PING, reconnect,
        // nick recovery, membership/account tracking, flood-safe fair output queue.
        .target(name: "IRCClient", dependencies: [
            "IRCWire", "TLSPolicy",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "NIOTLS", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The Matrix client: the Client-Server API over HTTPS (JSON, retries, TLS name check), a
        // session that keeps rooms, DMs, power levels and exactly-once sends, and `/sync` answers
        // read leniently. No Townhall types: what must outlive a run goes to a `MatrixStateStore`.
        .target(name: "MatrixClient", dependencies: [
            "TLSPolicy",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "NIOTLS", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // libolm's C API (Debian's libolm-dev), for MatrixCrypto alone.
        .systemLibrary(name: "COlm", pkgConfig: "olm", providers: [.apt(["libolm-dev"])]),
        // End-to-end encryption for Matrix behind Swift protocols (`EndToEndCrypto`): the device's
        // account, Olm and Megolm sessions, cross-signing keys, signature checks and canonical JSON,
        // with libolm behind them. Its own module so the transport never sees a C type, and so another
        // library (vodozemac) can take libolm's place without touching the transport.
        .target(name: "MatrixCrypto", dependencies: ["COlm", "MatrixClient"]),
        // The bot's end-to-end encryption on Matrix, on MatrixCrypto's protocols: its device (the Olm
        // account, device keys, one-time and fallback keys kept topped up, cross-signing). No Townhall
        // types: the account goes to a `MatrixDeviceStore`, pickled.
        .target(name: "MatrixEncryption", dependencies: [
            "MatrixClient", "MatrixCrypto", .product(name: "Logging", package: "swift-log"),
        ]),
        // Mail out: SMTP replies and commands, MIME letters (UTF-8, quoted-printable), and a client
        // with STARTTLS/implicit TLS and AUTH PLAIN/LOGIN whose errors say retry, report or fix.
        .target(name: "SMTP", dependencies: [
            "TLSPolicy",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // When a connection may go without TLS and what TLS must prove: loopback judged by the
        // address (never by how a name begins), and the name check for the clients whose TLS a
        // library sets up (PostgreSQL, HTTPS): a server asked for by name must show a certificate
        // for that name, not only for its address.
        .target(name: "TLSPolicy", dependencies: [
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]),
        // Who a person is everywhere in Townhall: a services account on one network (never a nick).
        // Its own module because both the chat core and storage speak of it and neither depends
        // on the other.
        .target(name: "Identity"),
        // Transport-neutral chat core: events, styled-text replies, command registry, dispatch,
        // rate limits, dialogues, console, conversation scripts, what a transport offers it
        // (chat in and out, private delivery, channel posts), and what every feature's commands
        // share (Items/: references like `Q12`, hashtags, free text, the kinds of item a command
        // takes from several features). No transport's codes or markup.
        .target(name: "Chat", dependencies: [
            "Identity",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Metrics", package: "swift-metrics"),
        ]),
        // The SQL store every feature shares, knowing none of them: one SQL interface (`SQLEngine`,
        // values, rows, `?` placeholders, transactions retried on conflicts) with two engines,
        // SQLite through GRDB and PostgreSQL through postgres-nio (its pool, TLS and URL); migrations
        // written once in a neutral DDL and rendered per engine, and the migrators that run a list
        // of them; group commit, sharded tallies, batched inserts, lease claims; and the row copy
        // between two engines' databases. Its own module so that a new engine, or a change to one,
        // touches no feature, and so the machinery cannot come to lean on a feature's tables:
        // Storage holds the tables, the list of migrations and what its schema asks of a copy.
        .target(name: "SQLStore", dependencies: [
            "TLSPolicy",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "NIOTLS", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Metrics", package: "swift-metrics"),
        ]),
        // The features' SQL, and nowhere else: one folder per feature (the same names as Civic's),
        // each with its records, its tables (`…Schema`), its writes on `TownhallDatabase` and its
        // reads on `ReadSnapshot`; `Database/` holds what they share (the database, the ordered
        // list of migrations, `townhall copy`), on SQLStore's engines.
        .target(name: "Storage", dependencies: [
            "Identity", "SQLStore",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // Readers for the official data formats, and the demo dataset. A vote import queues its
        // alerts as facts; Civic words them at delivery, so Import needs only Storage.
        .target(name: "Import", dependencies: [
            "Storage",
            .product(name: "Yams", package: "Yams"),
        ], resources: [.copy("Demo")]),
        // Keeping official data fresh: conditional HTTPS downloads with retries, remembered per URL.
        .target(name: "Sync", dependencies: [
            "Storage", "Import", "TLSPolicy",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]),
        // The civic domain: one folder per feature, with its commands and every sentence they
        // write (Storage returns data, Civic words it). Replies are styled text, never IRC codes.
        .target(name: "Civic", dependencies: ["Chat", "Storage", .product(name: "Logging", package: "swift-log")]),
        // The science corner, a feature module beside Civic (a sibling: neither imports the other):
        // minerals (`rock id`, `mineral`), rock posts and the channel quiz. Its tables are Storage's
        // (`Storage/Rocks`); what every feature's commands share (item references like `P5`,
        // hashtags, free text and blocked words, the nick directory) is Chat's. Rock posts reach
        // Civic's commands that take any item (`like`, `comment`, `admin hide`) and `export me` as
        // kinds and an export section handed over where the core is composed.
        .target(name: "Science", dependencies: ["Chat", "Storage"]),
        // Tools for testing a live bot: play a conversation script (commands/*.convo) against a
        // running bot, each speaker a real client (`IRCScriptRunner`, `LiveSpeaker`), the bot's
        // lines checked as the in-process runner checks them (`LivePlan`, `LiveTranscript`), over
        // IRC (`IRCScriptRunner`) or Matrix (`MatrixScriptRunner`). Not part of the bot: only
        // `townhall converse --live` and the live tests use it.
        .target(name: "LiveScripts", dependencies: [
            "Chat", "IRCClient", "MatrixClient",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // The letters feature's delivery: the courier that sends the outgoing-mail queue (letters,
        // copies, email codes) through SMTP, with its retry policy. A module of its own rather than
        // a part of Civic, so that the civic commands, their tests and the console do not link an
        // SMTP and TLS client (NIO) they never use; the words of a failure notice stay in Civic.
        .target(name: "LetterMail", dependencies: [
            "Civic", "SMTP", "Storage", .product(name: "Logging", package: "swift-log"),
        ]),
        // Giving back memory a long-running process touched once and no longer uses: the clean
        // pages of its binary and libraries, after a start and then hourly. Its own module because
        // it knows nothing of chat or storage and reads the process's own /proc files.
        .target(name: "MemoryTrim", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // One NIO event loop as a Swift executor (`EventLoopExecutor`): the composition root runs the
        // chat core on the loop of the connections, and a transport's lanes and serve loop on the same
        // one, so a command goes from socket to reply on one thread. Its own module because it is
        // neither a transport's nor the core's: the core takes any serial executor.
        .target(name: "LoopExecutor", dependencies: [.product(name: "NIOCore", package: "swift-nio")]),
        // IRC as a chat transport: the bridge between the IRC client and the chat core, styled text
        // as mIRC codes, private delivery of alerts and channel posts, and a network entry's
        // settings with the client configuration made from them.
        .target(name: "IRCTransport", dependencies: [
            "Chat", "IRCClient", "IRCWire", "LoopExecutor",
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Metrics", package: "swift-metrics"),
        ]),
        // Matrix as a chat transport: the bridge between the Matrix client and the chat core, styled
        // text as Matrix HTML, private delivery of alerts and channel posts, a network entry's
        // settings, and the session's durable state in Townhall's database.
        .target(name: "MatrixTransport", dependencies: [
            "Chat", "LoopExecutor", "MatrixClient", "MatrixCrypto", "MatrixEncryption", "Storage",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Metrics", package: "swift-metrics"),
        ]),
        // Running it as a service: the Prometheus registry behind swift-metrics, the HTTP listener
        // for /metrics, /healthz and /readyz (NIO's HTTP/1 handlers), readiness per network,
        // systemd's notify socket, and the JSON log format. Its own module so the chat core and
        // the transports record through swift-metrics' API alone and never link the exporter.
        .target(name: "Telemetry", dependencies: [
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "Prometheus", package: "swift-prometheus"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // Configuration and the composition root: one database, one chat core, each configured
        // network's transport, the couriers and feeds.
        .target(name: "TownhallApp", dependencies: [
            "IRCWire", "IRCClient", "IRCTransport", "MatrixClient", "MatrixTransport", "Chat", "Storage", "Civic", "Science",
            "Import", "Sync", "SMTP", "TLSPolicy", "MemoryTrim", "LoopExecutor", "LetterMail", "LiveScripts", "Telemetry",
            .product(name: "Yams", package: "Yams"),
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
        ]),
        .executableTarget(name: "townhall", dependencies: [
            "TownhallApp", "Import", "LiveScripts", "Storage", "Telemetry",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "IRCBenchmark", dependencies: ["IRCWire"]),
        // Benchmarks, one file each (`TownhallBenchmark upvotes|bills|sync`); run in release.
        .executableTarget(name: "TownhallBenchmark", dependencies: [
            "TownhallApp", "Chat", "Civic", "Science", "Storage", "SQLStore", "Import", "Sync", "HTTPTestServer", "SMTP", "SMTPTestServer",
            "LetterMail",
            "IRCTestNetwork", "IRCWire", "IRCClient", "IRCTransport", "MatrixTestServer", "MatrixCrypto", "PostgresTestServer",
            "DatabaseTestSupport",
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
        ]),
        // Test support: a real InspIRCd + Atheme network on loopback (scripts/ircnet), per suite.
        .target(name: "IRCTestNetwork"),
        // Test support: a real SMTP server (aiosmtpd, scripts/smtpserver) on loopback with failure
        // injection; its script runner is the IRC network's.
        .target(name: "SMTPTestServer", dependencies: ["IRCTestNetwork"]),
        // Test support: a real Synapse homeserver on loopback (scripts/synapse), per suite; its
        // script runner is the IRC network's.
        .target(name: "MatrixTestServer", dependencies: ["IRCTestNetwork"]),
        // Test support: a real PostgreSQL server on loopback (scripts/postgres), Debian's own
        // binaries, one cluster per test run; its script runner is the IRC network's.
        .target(name: "PostgresTestServer", dependencies: ["IRCTestNetwork"]),
        // Test support: `DatabaseKind`, the two engines a storage, civic or integration test runs on
        // (a temporary SQLite file or a fresh database on the test PostgreSQL server), and
        // `TownhallExecutable`, the real executable run as an operator runs it.
        .target(name: "DatabaseTestSupport", dependencies: ["Storage", "SQLStore", "PostgresTestServer", "IRCTestNetwork"]),
        // Test support: `EngineKind`, the two bare engines an engine test runs on (an empty SQLite
        // file or a fresh database on the test PostgreSQL server), with no schema of Townhall's.
        .target(name: "EngineTestSupport", dependencies: [
            "SQLStore", "PostgresTestServer", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // Test support: a real HTTP/1.1 (optionally TLS) file server on loopback with failure injection.
        .target(name: "HTTPTestServer", dependencies: [
            "IRCTestNetwork",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]),

        .testTarget(name: "IRCWireTests", dependencies: [
            "IRCWire", .product(name: "Yams", package: "Yams"),
        ]),
        .testTarget(name: "IRCClientTests", dependencies: [
            "IRCClient", "IRCWire", "IRCTestNetwork",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]),
        // SMTP wire, letters and session (EmbeddedChannel), and the client against a real server.
        .testTarget(name: "SMTPTests", dependencies: [
            "SMTP", "SMTPTestServer",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
        ]),
        // Sync answers, power levels and the homeserver's certificate name, without a homeserver.
        .testTarget(name: "MatrixClientTests", dependencies: [
            "MatrixClient", "HTTPTestServer", .product(name: "Logging", package: "swift-log"),
        ]),
        // The libolm implementation on its own: Olm and Megolm round trips, refusals, pickles, signatures.
        .testTarget(name: "MatrixCryptoTests", dependencies: ["MatrixCrypto", "MatrixClient"]),
        .testTarget(name: "ChatTests", dependencies: [
            "Chat", .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "MetricsTestKit", package: "swift-metrics"),
        ]),
        // The exporter, the health listener, the notify socket and the JSON log lines, on loopback.
        .testTarget(name: "TelemetryTests", dependencies: [
            "Telemetry", "IRCTestNetwork", .product(name: "Logging", package: "swift-log"),
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
        // Which mappings a trim may drop (read from a sample smaps), and a trim of this test process.
        .testTarget(name: "MemoryTrimTests", dependencies: ["MemoryTrim"]),
        // Which turns of a script a live play can show (no network needed).
        .testTarget(name: "LiveScriptsTests", dependencies: ["LiveScripts", "Chat"]),
        // The engines without a feature: the same answers on SQLite and PostgreSQL, dates, `?`
        // placeholders, the DDL's rendering, conflicts and their retries, the URL, group commit.
        .testTarget(name: "SQLStoreTests", dependencies: [
            "SQLStore", "EngineTestSupport", "PostgresTestServer", "IRCTestNetwork",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "MetricsTestKit", package: "swift-metrics"),
        ]),
        .testTarget(name: "StorageTests", dependencies: [
            "Storage", "SQLStore", "EngineTestSupport", "PostgresTestServer", "HTTPTestServer", "DatabaseTestSupport",
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .testTarget(name: "ImportTests", dependencies: ["Import", "Storage", "DatabaseTestSupport"]),
        // IRCTransport for its renderer: what Civic's styled replies become on the wire.
        .testTarget(name: "CivicTests", dependencies: [
            "Civic", "Chat", "Storage", "Import", "IRCTransport", "DatabaseTestSupport",
        ]),
        // Minerals and the quiz: the shipped facts, `rock id`'s ranking, the quiz game and its hall
        // on both engines.
        .testTarget(name: "ScienceTests", dependencies: ["Science", "Chat", "Storage", "DatabaseTestSupport"]),
        .testTarget(name: "TownhallAppTests", dependencies: [
            "TownhallApp", "Telemetry", .product(name: "MetricsTestKit", package: "swift-metrics"), "Science", "SQLStore",
            "IRCTransport", "LoopExecutor", "MatrixTransport", "MatrixEncryption", "MatrixCrypto", "MatrixClient",
            "PostgresTestServer", "HTTPTestServer", "DatabaseTestSupport",
        ]),
        // `townhall sync` against a real HTTP server on loopback serving ../shared/data/civic in place,
        // into SQLite files and databases on the real PostgreSQL test server.
        .testTarget(name: "SyncTests", dependencies: [
            "Sync", "TownhallApp", "Storage", "Import", "Chat", "HTTPTestServer", "PostgresTestServer", "DatabaseTestSupport",
            "Telemetry",
        ]),
        // Tests against real servers (InspIRCd + Atheme) started by scripts/ircnet.
        .testTarget(name: "IntegrationTests", dependencies: [
            "TownhallApp", "IRCClient", "IRCWire", "IRCTransport", "MatrixClient", "MatrixTransport", "Chat", "Civic", "Science",
            "Storage", "SQLStore", "Import", "IRCTestNetwork", "SMTP", "SMTPTestServer", "LetterMail", "LiveScripts",
            "MatrixTestServer", "PostgresTestServer", "DatabaseTestSupport",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
