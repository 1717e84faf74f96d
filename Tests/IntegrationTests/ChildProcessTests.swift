import Foundation
import IRCTestNetwork
import Testing

/// The test process's own spawner (`ChildProcess`), which replaced Foundation's `Process`.
@Suite("Child processes of the test process")
struct ChildProcessTests {
    func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)-\(name)").path
    }

    @Test func inputOutputErrorsAndStatusGoWhereTheyAreSent() throws {
        let (input, output, errors) = (temporaryFile("in"), temporaryFile("out"), temporaryFile("err"))
        try "from the test\n".write(toFile: input, atomically: true, encoding: .utf8)
        let status = try ChildProcess.run("/bin/sh", arguments: ["-c", "read line; echo \"got $line, $GREETING\"; echo oops >&2; exit 3"],
                                          environment: ["GREETING": "hello"], input: input, output: output, errors: errors)
        #expect(status == 3)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "got from the test, hello\n")
        #expect(try String(contentsOfFile: errors, encoding: .utf8) == "oops\n")
    }

    @Test func aRunningChildStopsOnTermAndIsReapedOnce() throws {
        let child = try ChildProcess.spawn("/bin/sleep", arguments: ["60"], environment: [:])
        #expect(child.isRunning)
        child.send(SIGTERM)
        #expect(child.waitUntilExit() == 128 + SIGTERM)
        #expect(!child.isRunning)
        #expect(child.waitUntilExit() == 128 + SIGTERM, "the status is kept once reaped")
    }

    @Test func aProgramThatIsNotThereIsOneClearError() {
        #expect(throws: ChildProcess.Failure.self) {
            try ChildProcess.run("/no/such/program", arguments: [], environment: [:])
        }
    }
}
