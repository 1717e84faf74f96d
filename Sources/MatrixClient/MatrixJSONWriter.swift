/// Writes a `MatrixJSON` as compact JSON text (UTF-8), the counterpart of `MatrixJSONReader`:
/// every message the bot posts is written once, and `JSONEncoder` went through its own
/// container tree and boxing for a value that already is a JSON tree.
///
/// Whole numbers below 10^15 are written as integers (the API's integer fields reject `1.0`);
/// a number that is not finite, which JSON cannot say, is written as `null`.
struct MatrixJSONWriter {
    private(set) var bytes: [UInt8] = []

    static func write(_ value: MatrixJSON) -> [UInt8] {
        var writer = MatrixJSONWriter()
        writer.append(value)
        return writer.bytes
    }

    private mutating func append(_ value: MatrixJSON) {
        switch value {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): append(number: number)
        case .string(let text): append(string: text)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                append(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let fields):
            bytes.append(UInt8(ascii: "{"))
            var first = true
            for (key, field) in fields {
                if !first { bytes.append(UInt8(ascii: ",")) }
                first = false
                append(string: key)
                bytes.append(UInt8(ascii: ":"))
                append(field)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(number: Double) {
        if !number.isFinite {
            bytes.append(contentsOf: "null".utf8)
        } else if number.rounded() == number, abs(number) < 1e15 {
            bytes.append(contentsOf: String(Int64(number)).utf8)
        } else {
            bytes.append(contentsOf: number.description.utf8)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func append(string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case ..<0x20:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
