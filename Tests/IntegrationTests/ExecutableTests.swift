import Foundation
import IRCTestNetwork
import NIOCore
import NIOPosix
import Testing

/// The real `townhall` executable, as an operator runs it.
@Suite("The townhall executable")
struct ExecutableTests {
    static var executable: URL {
        TestNetwork.packageRoot.appendingPathComponent(".build/debug/townhall")
    }

    func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
        -> (status: Int32, output: String, error: String)
    {
        // Not Foundation's `Process`: see `ChildProcess`. Input and output go through files.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-exe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (inputFile, outputFile, errorFile) = (folder.appendingPathComponent("stdin").path,
                                                  folder.appendingPathComponent("stdout").path,
                                                  folder.appendingPathComponent("stderr").path)
        try input.write(toFile: inputFile, atomically: true, encoding: .utf8)
        let status = try ChildProcess.run(Self.executable.path, arguments: arguments,
                                          environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                          input: inputFile, output: outputFile, errors: errorFile)
        return (status, (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
                (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
    }

    @Test("serve with an unknown key exits non-zero naming the key, before connecting anywhere")
    func badConfiguration() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).yaml")
        // Port 9 on loopback: if it tried to connect, it would hang or fail differently.
        try "database: x.sqlite\nnetworks:\n  - name: a\n    host: 127.0.0.1\n    port: 9\n    nick: bot\n    chanels: []\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try run(["serve", "--config", file.path])
        #expect(result.status == 78)
        #expect(result.error.contains("'networks[0].chanels'"))
    }

    @Test("serve with a metrics address in use, or not an IP address and port, exits 78 with one line naming it")
    func badMetricsAddress() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let taken = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton).bind(host: "127.0.0.1", port: 0).get()
        let port = try #require(taken.localAddress?.port)
        for (listen, line) in [
            ("127.0.0.1:\(port)", "townhall: metrics.listen 127.0.0.1:\(port): the address is already in use\n"),
            ("localhost:9464", "townhall: configuration key 'metrics.listen' (line 8): 'localhost:9464' is not an IP address and port, e.g. 127.0.0.1:9464 or [::1]:9464\n"),
        ] {
            let file = folder.appendingPathComponent("townhall.yaml")
            // Port 9 on loopback: if it tried to connect, it would hang or fail differently.
            try """
                database: \(folder.appendingPathComponent("townhall.sqlite").path)
                networks:
                  - name: a
                    host: 127.0.0.1
                    port: 9
                    nick: bot
                metrics:
                  listen: "\(listen)"
                """.write(to: file, atomically: true, encoding: .utf8)
            let result = try run(["serve", "--config", file.path])
            #expect(result.status == 78)
            #expect(result.error == line)
        }
        try await taken.close()
    }

    @Test("with no arguments it opens the console on an embedded database, seeded with the demo data")
    func consoleByDefault() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-home-\(UUID().uuidString)")
        let result = try run([], input: "zip 82001\nreps\n/quit\n", environment: ["XDG_DATA_HOME": home.path])
        #expect(result.status == 0)
        #expect(result.output.contains("WY-AL"))
        #expect(result.output.contains("Rep. Harriet"))
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("townhall/console.sqlite").path))
    }

    /// The console behaves as a channel would: a channel feed posts its reports there, and a
    /// pasted block of commands is answered line by line (one person types here: no "too fast").
    @Test("the console posts channel feeds and answers a pasted block")
    func consoleFeedsAndPaste() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-home-\(UUID().uuidString)")
        let pings = String(repeating: "!ping\n", count: 20)
        let input = "/join #civics\n/op\n!feed 94110\n/as bob\n!report line 94110 Long line at the library\n" + pings
        let result = try run([], input: input, environment: ["XDG_DATA_HOME": home.path])
        #expect(result.status == 0)
        #expect(result.output.contains("[#civics] <townhall> New report R1 (94110 feed): long line at 94110"), "\(result.output)")
        #expect(result.output.components(separatedBy: "<townhall> bob: pong").count - 1 == 20, "\(result.output)")
        #expect(!result.output.contains("too fast"))
    }
}
