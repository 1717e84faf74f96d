import Foundation
import Logging
import Telemetry
import Testing

@Suite("JSON log lines")
struct JSONLogLineTests {
    @Test("a message with a newline, a quote and control characters stays one line and one valid object")
    func escapesEverythingThatCouldBreakALine() throws {
        let message = "first line\nsecond \"quoted\" line\r\twith a \\ and a bell \u{07} and \u{2028}"
        let line = JSONLogLine.render(level: .warning, label: "townhall", message: message,
                                      metadata: ["network": "libera", "nick": "ev\"il\nnick", "list": ["a", "b"],
                                                 "nested": ["k": "v"]],
                                      time: "2026-11-27T13:04:52.123Z")
        #expect(!line.contains("\n"))
        #expect(!line.contains("\r"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["time"] as? String == "2026-11-27T13:04:52.123Z")
        #expect(object["level"] as? String == "warning")
        #expect(object["label"] as? String == "townhall")
        #expect(object["message"] as? String == message)
        let metadata = try #require(object["metadata"] as? [String: Any])
        #expect(metadata["nick"] as? String == "ev\"il\nnick")
        #expect(metadata["list"] as? [String] == ["a", "b"])
        #expect((metadata["nested"] as? [String: String])?["k"] == "v")
    }

    @Test("the keys come in a fixed order and the time is RFC 3339 in UTC")
    func fixedShape() {
        let line = JSONLogLine.render(level: .info, label: "l", message: "m", metadata: [:])
        #expect(line.hasPrefix("{\"time\":\""))
        #expect(line.hasSuffix(",\"level\":\"info\",\"label\":\"l\",\"message\":\"m\",\"metadata\":{}}"))
        let time = line.dropFirst("{\"time\":\"".count).prefix(24)
        #expect(time.count == 24 && time.hasSuffix("Z") && time.dropFirst(10).hasPrefix("T"))
    }

    @Test("the format is read from the configuration: text unless json is chosen")
    func formatSwitch() {
        #expect(LogFormat(rawValue: "json") == .json)
        #expect(LogFormat(rawValue: "yaml") == nil)
        #expect(LogFormat.allCases.map(\.rawValue) == ["text", "json"])
    }
}
