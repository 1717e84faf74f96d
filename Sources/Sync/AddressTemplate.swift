/// An address with placeholders: `{congress}`, `{session}`, `{year}`, `{type}` (a bill type such
/// as `hr`) and `{number}`, the number optionally zero-padded as `{number:05}` (the Senate writes
/// `vote_119_1_00001.xml`, the House Clerk `roll001.xml`).
public struct AddressTemplate: Sendable, Hashable {
    public let template: String
    /// For a numbered series: the first number of a series never synced before.
    public let firstNumber: Int
    private let segments: [Segment]

    private enum Segment: Sendable, Hashable {
        case literal(Substring)
        case congress, session, year, type
        case number(width: Int)
    }

    /// What fills the placeholders.
    public struct Values: Sendable, Hashable {
        public var scope: SeriesScope
        public var type: String?
        /// Nil leaves `{number}` open (a series' identity).
        public var number: Int?

        public init(scope: SeriesScope, type: String? = nil, number: Int? = nil) {
            self.scope = scope
            self.type = type
            self.number = number
        }
    }

    public enum TemplateError: Error, Equatable, CustomStringConvertible {
        case missing(String)
        case unexpected(String)
        case unknownPlaceholder(String)

        public var description: String {
            switch self {
            case .missing(let name): "needs a {\(name)} placeholder"
            case .unexpected(let name): "{\(name)} has no meaning here"
            case .unknownPlaceholder(let name):
                "unknown placeholder {\(name)}; use {congress}, {session}, {year}, {type}, {number} or {number:05}"
            }
        }
    }

    /// A numbered series' address: needs `{number}`, has no `{type}`.
    public static func series(_ template: String, firstNumber: Int = 1) throws(TemplateError) -> AddressTemplate {
        let address = try AddressTemplate(template, firstNumber: firstNumber)
        try address.require(.number(width: 0), named: "number")
        if address.segments.contains(.type) { throw .unexpected("type") }
        return address
    }

    /// A bill's address: needs `{congress}`, `{type}` and `{number}`.
    public static func bill(_ template: String) throws(TemplateError) -> AddressTemplate {
        let address = try AddressTemplate(template, firstNumber: 1)
        try address.require(.congress, named: "congress")
        try address.require(.type, named: "type")
        try address.require(.number(width: 0), named: "number")
        return address
    }

    private init(_ template: String, firstNumber: Int) throws(TemplateError) {
        var segments: [Segment] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { segments.append(.literal(rest[..<open])) }
            let name = rest[rest.index(after: open)..<close]
            switch name {
            case "congress": segments.append(.congress)
            case "session": segments.append(.session)
            case "year": segments.append(.year)
            case "type": segments.append(.type)
            case "number": segments.append(.number(width: 0))
            default:
                guard name.hasPrefix("number:0"), let width = Int(name.dropFirst("number:".count)), width <= 9 else {
                    throw .unknownPlaceholder(String(name))
                }
                segments.append(.number(width: width))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { segments.append(.literal(rest)) }
        self.template = template
        self.firstNumber = firstNumber
        self.segments = segments
    }

    private func require(_ wanted: Segment, named name: String) throws(TemplateError) {
        let found = segments.contains { segment in
            switch (segment, wanted) {
            case (.number, .number): true
            default: segment == wanted
            }
        }
        if !found { throw .missing(name) }
    }

    /// The address for `values`.
    public func fill(_ values: Values) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): String(text)
            case .congress: String(values.scope.congress)
            case .session: String(values.scope.session)
            case .year: String(values.scope.year)
            case .type: values.type ?? "{type}"
            case .number(let width):
                if let number = values.number {
                    String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
                } else {
                    "{number}"
                }
            }
        }.joined()
    }

    /// The address of `number` in `scope`.
    public func url(scope: SeriesScope, number: Int) -> String {
        fill(Values(scope: scope, number: number))
    }

    /// A series' identity: the address with the scope filled in and the number left open.
    public func seriesKey(scope: SeriesScope) -> String {
        fill(Values(scope: scope))
    }
}
