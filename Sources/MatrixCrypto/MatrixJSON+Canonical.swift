import MatrixClient

extension MatrixJSON {
    /// The value in the Matrix spec's canonical JSON, the bytes a signature covers: object keys
    /// sorted by code point, no whitespace, integers only, UTF-8, and only `"`, `\` and control
    /// characters escaped (the short form where JSON has one). Two implementations that sign or
    /// check the same object must produce the same bytes, so nothing here is left to an encoder.
    public func canonicalEncoded() -> [UInt8] {
        var output: [UInt8] = []
        appendCanonical(to: &output)
        return output
    }

    private func appendCanonical(to output: inout [UInt8]) {
        switch self {
        case .null: output += Array("null".utf8)
        case .bool(let value): output += Array((value ? "true" : "false").utf8)
        case .number(let value):
            // the spec allows only integers in signed JSON; a fraction is written truncated
            output += Array(String(Int64(value.rounded(.towardZero))).utf8)
        case .string(let value): Self.appendCanonical(string: value, to: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.appendCanonical(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            let keys = fields.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) { $0.value < $1.value } }
            for (index, key) in keys.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.appendCanonical(string: key, to: &output)
                output.append(UInt8(ascii: ":"))
                fields[key]!.appendCanonical(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func appendCanonical(string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += Array(#"\""#.utf8)
            case "\\": output += Array(#"\\"#.utf8)
            case "\u{08}": output += Array(#"\b"#.utf8)
            case "\u{0C}": output += Array(#"\f"#.utf8)
            case "\n": output += Array(#"\n"#.utf8)
            case "\r": output += Array(#"\r"#.utf8)
            case "\t": output += Array(#"\t"#.utf8)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output += Array(String(scalar).utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
