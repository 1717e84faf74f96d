import Foundation

/// A JSON value as the Client-Server API sends it. Events are read leniently through the
/// subscripts (a missing or mistyped field is nil), so one odd event never breaks a sync.
public enum MatrixJSON: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([MatrixJSON])
    case object([String: MatrixJSON])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MatrixJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MatrixJSON].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            // whole numbers as integers: the API's integer fields reject 1.0
            if value.rounded() == value, abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    public subscript(key: String) -> MatrixJSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [MatrixJSON] {
        if case .array(let value) = self { return value }
        return []
    }

    public var object: [String: MatrixJSON] {
        if case .object(let value) = self { return value }
        return [:]
    }

    /// Compact JSON text (`MatrixJSONWriter`).
    public func encoded() -> Data {
        Data(MatrixJSONWriter.write(self))
    }

    /// The value JSON text holds, nil when it is not JSON (`MatrixJSONReader`).
    public static func decoded(_ data: Data) -> MatrixJSON? {
        data.withUnsafeBytes(MatrixJSONReader.read)
    }
}

extension MatrixJSON {
    /// An empty object, the body of calls that take no parameters.
    public static let empty = MatrixJSON.object([:])
}
