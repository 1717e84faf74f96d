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
    ])
    func badURLs(url: String, message: String) {
        do {
            _ = try PostgresLocation(url: url)
            Issue.record("\(url) accepted")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
            #expect(!"\(error)".contains("\n"))
        }
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
