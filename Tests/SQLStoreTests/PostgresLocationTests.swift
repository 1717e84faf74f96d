import Testing
@testable import SQLStore

@Suite("postgres:// URLs and placeholders")
struct PostgresLocationTests {
    @Test("a full URL")
    func fullURL() throws {
        let location = try PostgresLocation(url: "postgres://bot@db.example.org:6543/townhall?sslmode=verify-full&sslrootcert=/etc/ca.pem", password: "secret")
        #expect(location.host == "db.example.org")
        #expect(location.port == 6543)
        #expect(location.user == "bot")
        #expect(location.database == "townhall")
        #expect(location.password == "secret")
        #expect(location.tls == .verifyFull)
        #expect(location.rootCertificateFile == "/etc/ca.pem")
        #expect(location.redacted == "postgres://bot@db.example.org:6543/townhall")
    }

    @Test("TLS by default except on this machine", arguments: [
        ("postgres://bot@db.example.org/th", PostgresLocation.TLSMode.verifyFull),
        ("postgresql://bot@127.0.0.1/th", .disable),
        ("postgres://bot@localhost:5432/th", .disable),
        ("postgres://bot@db.example.org/th?sslmode=disable", .disable),
        ("postgres://bot@db.example.org/th?sslmode=require", .verifyFull),
        ("postgres://bot@db.example.org/th?sslmode=verify-ca", .verifyCA),
    ])
    func tlsModes(url: String, expected: PostgresLocation.TLSMode) throws {
        #expect(try PostgresLocation(url: url).tls == expected)
    }

    /// Before, any host that began with "127." counted as this machine and got plain text,
    /// `127.db.example.com` included.
    @Test("this machine is decided by the address, not by how the name begins", arguments: [
        ("127.0.0.1", true), ("127.1.2.3", true), ("127.255.255.254", true), ("localhost", true), ("LOCALHOST", true),
        ("::1", true), ("[::1]", true), ("0:0:0:0:0:0:0:1", true),
        ("127.db.example.com", false), ("127.0.0.1.example.com", false), ("127.evil", false), ("localhost.example.com", false),
        ("128.0.0.1", false), ("10.0.0.1", false), ("::2", false), ("db.example.org", false), ("::ffff:127.0.0.1", true), ("::ffff:10.0.0.1", false),
    ])
    func loopback(host: String, isLoopback: Bool) throws {
        #expect(PostgresLocation.isLoopback(host) == isLoopback)
        let url = "postgres://bot@\(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)/th"
        #expect(try PostgresLocation(url: url).tls == (isLoopback ? .disable : .verifyFull), "\(url)")
    }

    @Test("a password in the URL is used but never shown; the environment's wins")
    func passwords() throws {
        #expect(try PostgresLocation(url: "postgres://bot:hunter2@h/th").password == "hunter2")
        #expect(try PostgresLocation(url: "postgres://bot:hunter2@h/th", password: "env").password == "env")
        do {
            _ = try PostgresLocation(url: "postgres://bot:hunter2@h/th?sslmode=prefer")
            Issue.record("sslmode=prefer accepted")
        } catch {
            #expect(!"\(error)".contains("hunter2"))
            #expect("\(error)".contains("sslmode=prefer"))
        }
    }

    @Test("bad URLs get one line that says what to fix", arguments: [
        ("sqlite://x", "not a postgres:// URL"),
        ("postgres:///th", "names no host"),
        ("postgres://db.example.org/th", "names no user"),
        ("postgres://bot@db.example.org", "names no database"),
        ("postgres://bot@db.example.org/a/b", "names no database"),
        ("postgres://bot@db.example.org:0/th", "port 0"),
        ("postgres://bot@db.example.org/th?sslmode=maybe", "unknown sslmode=maybe"),
        ("postgres://bot@db.example.org/th?pool=3", "unknown parameter pool"),
        ("postgres://bot@db.example.org/th?sslrootcert=", "sslrootcert needs"),
        ("postgres://bot@db.example.org/th?pooler=odyssey", "unknown pooler=odyssey (pgbouncer)"),
        // a URL that cannot be read is named without its password (the multi-host one was once
        // shown whole and called "not a postgres:// URL")
        ("postgres://townhall:s3cretpw@127.0.0.1:1,127.0.0.1:2", "postgres://townhall:***@127.0.0.1:1,127.0.0.1:2 names no database"),
        ("postgres://townhall:s3cretpw@127.0.0.1:1,,127.0.0.1:2/th", "names no host in \"\""),
        ("postgres://townhall:s3cretpw@127.0.0.1:1,127.0.0.1:99999/th", "port 99999 is not 1–65535"),
        ("postgres://townhall:s3cretpw@127.0.0.1:x/th", "port x is not"),
        ("postgres://townhall:s3c@ret%zz@h/th", "postgres://townhall:***@h/th is not a postgres:// URL"),
        ("postgres://:s3cretpw@h1:1,h2:2/th", "names no user"),
    ])
    func badURLs(url: String, message: String) {
        do {
            _ = try PostgresLocation(url: url)
            Issue.record("\(url) accepted")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
            #expect(!"\(error)".contains("\n"))
            #expect(!"\(error)".contains("s3c"))
        }
    }

    @Test("several hosts, as pg_autoctl show uri writes them, tried in order")
    func multiHost() throws {
        let location = try PostgresLocation(url: "postgres://bot@10.0.0.1:6010,db2.example.org,[::1]:6012/townhall?target_session_attrs=read-write&sslmode=verify-ca")
        #expect(location.servers == [PostgresServer(host: "10.0.0.1", port: 6010),
                                     PostgresServer(host: "db2.example.org", port: 5432),
                                     PostgresServer(host: "::1", port: 6012)])
        #expect(location.host == "10.0.0.1")
        #expect(location.sessionAttributes == .readWrite)
        #expect(location.tls == .verifyCA)
        #expect(location.redacted == "postgres://bot@10.0.0.1:6010,db2.example.org:5432,[::1]:6012/townhall")
        #expect(try PostgresLocation(url: "postgres://bot@h1,h2/th?target_session_attrs=primary").sessionAttributes == .primary)
        #expect(try PostgresLocation(url: "postgres://bot@h1/th").sessionAttributes == .readWrite)
        // plain text only when every host is this machine
        #expect(try PostgresLocation(url: "postgres://bot@127.0.0.1:1,localhost:2/th").tls == .disable)
        #expect(try PostgresLocation(url: "postgres://bot@127.0.0.1:1,db.example.org:2/th").tls == .verifyFull)
    }

    @Test("a user and password with reserved characters are read percent-decoded")
    func percentDecoding() throws {
        let location = try PostgresLocation(url: "postgres://th%40bot:p%3Aw%2Fd@h1:1,h2:2/town%5Fhall")
        #expect(location.user == "th@bot")
        #expect(location.password == "p:w/d")
        #expect(location.database == "town_hall")
    }

    @Test("a target_session_attrs that could write to a standby, or no such value, is one line", arguments: [
        ("any", "target_session_attrs=any could send the bot's writes to a standby; use read-write (the default) or primary"),
        ("read-only", "target_session_attrs=read-only could send"),
        ("standby", "target_session_attrs=standby could send"),
        ("prefer-standby", "target_session_attrs=prefer-standby could send"),
        ("readwrite", "unknown target_session_attrs=readwrite (read-write, primary)"),
    ])
    func sessionAttributes(value: String, message: String) {
        do {
            _ = try PostgresLocation(url: "postgres://bot:hunter2@h1:1,h2:2/th?target_session_attrs=\(value)")
            Issue.record("target_session_attrs=\(value) accepted")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
            #expect(!"\(error)".contains("hunter2"))
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test("a multi-host URL with a password reads, and its name never shows the password")
    func multiHostMigrateURL() throws {
        let location = try PostgresLocation(url: "postgres://townhall:s3cretpw@127.0.0.1:1,127.0.0.1:2/townhall")
        #expect(location.serverList == "127.0.0.1:1,127.0.0.1:2")
        #expect(location.password == "s3cretpw")
        #expect(!location.redacted.contains("s3cretpw"))
    }

    @Test("? becomes $n outside literals, quoted names and comments", arguments: [
        ("SELECT ?", "SELECT $1"),
        ("INSERT INTO t (a, b) VALUES (?, ?)", "INSERT INTO t (a, b) VALUES ($1, $2)"),
        ("SELECT '?', \"a?\", ? -- what?\n, ?", "SELECT '?', \"a?\", $1 -- what?\n, $2"),
        ("SELECT 'it''s ?', ? /* ? */ , ?", "SELECT 'it''s ?', $1 /* ? */ , $2"),
        ("SELECT 1", "SELECT 1"),
        ("SELECT ?1 WHERE ?2 IS NULL OR k = ?2 LIMIT ?12", "SELECT $1 WHERE $2 IS NULL OR k = $2 LIMIT $12"),
    ])
    func placeholders(sql: String, expected: String) {
        #expect(SQLPlaceholders.numbered(sql) == expected)
        // made once, then from the cache: the same either way
        #expect(SQLPlaceholders.cachedNumbered(sql) == expected)
        #expect(SQLPlaceholders.cachedNumbered(sql) == expected)
    }
}
