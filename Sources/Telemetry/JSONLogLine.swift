#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Logging
import Synchronization

/// One log line as a JSON object: `{"time":…,"level":…,"label":…,"message":…,"metadata":{…}}`.
/// Every string is escaped here (quotes, backslashes, and every control character, newlines
/// included), so whatever a message or a value holds, a line stays one line and one object a
/// shipper can parse. Written by hand rather than through an encoder: the key order is fixed and
/// nothing is allocated beyond the line itself.
public enum JSONLogLine {
    /// The line for one event, without its newline. `time` is given by tests; otherwise now.
    public static func render(level: Logger.Level, label: String, message: String, metadata: Logger.Metadata,
                              time: String = utcTimestamp()) -> String {
        var line = "{\"time\":"
        appendString(time, to: &line)
        line += ",\"level\":"
        appendString(level.rawValue, to: &line)
        line += ",\"label\":"
        appendString(label, to: &line)
        line += ",\"message\":"
        appendString(message, to: &line)
        line += ",\"metadata\":"
        appendObject(metadata, to: &line)
        line += "}"
        return line
    }

    private static let standardErrorLock = Mutex(())

    /// Writes `line` and a newline to standard error in one call, one writer at a time, so lines
    /// from several threads never interleave.
    static func writeToStandardError(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        standardErrorLock.withLock { _ in
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0, errno == EINTR {
                        continue
                    } else {
                        return
                    }
                }
            }
        }
    }

    private static func appendValue(_ value: Logger.MetadataValue, to line: inout String) {
        switch value {
        case .string(let text):
            appendString(text, to: &line)
        case .stringConvertible(let convertible):
            appendString(convertible.description, to: &line)
        case .array(let values):
            line += "["
            for (index, element) in values.enumerated() {
                if index > 0 { line += "," }
                appendValue(element, to: &line)
            }
            line += "]"
        case .dictionary(let dictionary):
            appendObject(dictionary, to: &line)
        }
    }

    /// Keys in sorted order, so two lines with the same metadata read the same.
    private static func appendObject(_ metadata: Logger.Metadata, to line: inout String) {
        line += "{"
        for (index, key) in metadata.keys.sorted().enumerated() {
            if index > 0 { line += "," }
            appendString(key, to: &line)
            line += ":"
            appendValue(metadata[key]!, to: &line)
        }
        line += "}"
    }

    private static func appendString(_ text: String, to line: inout String) {
        line += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": line += "\\\""
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            // the other C0 controls, DEL, and the two separators JavaScript reads as line ends
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                line += "\\u"
                let hex = String(scalar.value, radix: 16)
                line += String(repeating: "0", count: 4 - hex.count) + hex
            default:
                line.unicodeScalars.append(scalar)
            }
        }
        line += "\""
    }

    /// Now, as RFC 3339 in UTC with milliseconds (`2026-11-27T13:04:52.123Z`).
    public static func utcTimestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(Int(parts.tm_year) + 1900, 4) + "-" + padded(Int(parts.tm_mon) + 1, 2) + "-"
            + padded(Int(parts.tm_mday), 2) + "T" + padded(Int(parts.tm_hour), 2) + ":" + padded(Int(parts.tm_min), 2)
            + ":" + padded(Int(parts.tm_sec), 2) + "." + padded(Int(now.tv_nsec) / 1_000_000, 3) + "Z"
    }
}
