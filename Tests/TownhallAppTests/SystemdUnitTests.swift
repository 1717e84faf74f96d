import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Testing

/// The systemd units in config/ as Debian's systemd reads them: `systemd-analyze verify` finds
/// nothing to say about them (with ExecStart pointing at this checkout's binary, since verify
/// checks that it runs), and `systemd-analyze security` rates both services' exposure OK (under
/// 2.0 of 10). systemd cannot be PID 1 in this test environment, so the units are not started
/// here; `townhall serve`'s notify protocol is tested on a socket of its own (TelemetryTests).
@Suite("The systemd units in config/")
struct SystemdUnitTests {
    static let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("config")
    static let units = ["townhall.service", "townhall-sync.service", "townhall-sync.timer"]

    /// The units copied into a folder of their own, run from this checkout's binary.
    private func installed(_ edit: (String) -> String = { $0 }) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-units-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for unit in Self.units {
            let text = try String(contentsOf: Self.config.appendingPathComponent(unit), encoding: .utf8)
                .replacingOccurrences(of: "/usr/local/bin/townhall", with: TownhallExecutable.url.path)
            try Data(edit(text).utf8).write(to: folder.appendingPathComponent(unit))
        }
        return folder
    }

    /// `systemd-analyze ARGS` in `folder`: its exit status and everything it printed.
    private func analyze(_ arguments: [String], in folder: URL) throws -> (status: Int32, printed: String) {
        let output = folder.appendingPathComponent("analyze.out")
        let status = try ChildProcess.run("/bin/sh", arguments: ["-c", "cd \"$0\" && exec systemd-analyze \"$@\"", folder.path] + arguments,
                                          environment: ProcessInfo.processInfo.environment, output: output.path, errors: output.path)
        return (status, try String(contentsOf: output, encoding: .utf8))
    }

    @Test func verifyFindsNothingToSay() throws {
        let folder = try installed()
        let result = try analyze(["verify"] + Self.units.map { "./" + $0 }, in: folder)
        #expect(result.status == 0 && result.printed.isEmpty, "\(result.printed)")
    }

    /// The check above can fail: a misspelt key and a value systemd cannot read are named.
    @Test func verifyNamesAMisspeltKey() throws {
        let folder = try installed {
            $0.replacingOccurrences(of: "NoNewPrivileges=yes", with: "NoNewPrivilege=yes")
                .replacingOccurrences(of: "ProtectSystem=strict", with: "ProtectSystem=sturdy")
        }
        let result = try analyze(["verify", "./townhall.service"], in: folder)
        #expect(result.printed.contains("Unknown key 'NoNewPrivilege'") && result.printed.contains("sturdy"), "\(result.printed)")
    }

    @Test(arguments: ["townhall.service", "townhall-sync.service"])
    func exposureIsRatedOK(unit: String) throws {
        let folder = try installed()
        let result = try analyze(["security", "--offline=true", "./" + unit], in: folder)
        let line = try #require(result.printed.split(separator: "\n").first { $0.contains("Overall exposure level") }, "\(result.printed)")
        let score = try #require(line.split(separator: ":").last?.split(separator: " ").first.flatMap { Double($0) }, "\(line)")
        #expect(score < 2.0, "\(line)")
        print("\(unit): \(line.trimmingCharacters(in: .whitespaces))")
    }
}
