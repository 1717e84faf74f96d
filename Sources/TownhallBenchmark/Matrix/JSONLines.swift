import Foundation

/// The JSON objects a child process prints, one a line, read as they come: each `next()` blocks
/// until a whole line is there (a benchmark driving a client in lockstep, where nothing else runs
/// meanwhile). Lines that are not JSON objects (a library's warning) are skipped.
struct JSONLines {
    private let handle: FileHandle
    private var pending = Data()

    init(_ handle: FileHandle) { self.handle = handle }

    /// The next object, or nil once the output has ended.
    mutating func next() -> [String: Any]? {
        while true {
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<end]
                pending = Data(pending[(end + 1)...])
                if let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] { return object }
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return nil }
            pending.append(chunk)
        }
    }

    /// A JSON number as a Double, whether JSONSerialization read it as a whole number or not.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// A JSON array of numbers as Doubles (numbers only).
    static func numbers(_ value: Any?) -> [Double] {
        (value as? [Any] ?? []).compactMap(number)
    }
}
