import Foundation

/// A value bound to a statement or read from a row, the same on both engines. Its cases are
/// SQLite's storage classes: the PostgreSQL engine maps its column types onto them (integers of
/// every width → `integer`, `numeric` and floats → `real`, booleans → `integer` 0/1, text types →
/// `text`, `bytea` → `blob`), so a feature reads the same values whichever engine answered.
public enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// A Swift type that can be bound to a statement and read back from a column.
public protocol SQLValueConvertible: Sendable {
    var sqlValue: SQLValue { get }
    /// Nil when the stored value cannot be this type (a text where a number was expected, or a
    /// NULL for a non-optional type).
    init?(sqlValue: SQLValue)
}

extension SQLValue: SQLValueConvertible {
    public var sqlValue: SQLValue { self }
    public init?(sqlValue: SQLValue) { self = sqlValue }
}

extension Int64: SQLValueConvertible {
    public var sqlValue: SQLValue { .integer(self) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .integer(let value): self = value
        // PostgreSQL's sum() of integers is a numeric: exact whole values are integers again
        case .real(let value): guard let exact = Int64(exactly: value) else { return nil }; self = exact
        default: return nil
        }
    }
}

extension Int: SQLValueConvertible {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
    public init?(sqlValue: SQLValue) {
        guard let value = Int64(sqlValue: sqlValue) else { return nil }
        self = Int(value)
    }
}

extension Double: SQLValueConvertible {
    public var sqlValue: SQLValue { .real(self) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: SQLValueConvertible {
    public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
    public init?(sqlValue: SQLValue) {
        guard let value = Int64(sqlValue: sqlValue) else { return nil }
        self = value != 0
    }
}

extension String: SQLValueConvertible {
    public var sqlValue: SQLValue { .text(self) }
    public init?(sqlValue: SQLValue) {
        guard case .text(let value) = sqlValue else { return nil }
        self = value
    }
}

extension Data: SQLValueConvertible {
    public var sqlValue: SQLValue { .blob(Array(self)) }
    public init?(sqlValue: SQLValue) {
        guard case .blob(let bytes) = sqlValue else { return nil }
        self = Data(bytes)
    }
}

extension Optional: SQLValueConvertible where Wrapped: SQLValueConvertible {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
    public init?(sqlValue: SQLValue) {
        if case .null = sqlValue { self = .none; return }
        guard let value = Wrapped(sqlValue: sqlValue) else { return nil }
        self = .some(value)
    }
}
