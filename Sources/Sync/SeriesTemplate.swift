/// An address with placeholders: `{congress}`, `{session}`, `{year}` and `{number}`, the number
/// optionally zero-padded as `{number:05}` (the Senate writes `vote_119_1_00001.xml`, the House
/// Clerk `roll001.xml`).
public struct SeriesTemplate: Sendable, Hashable {
    public let template: String
    /// The first number of a series never synced before.
    public let firstNumber: Int
    private let segments: [Segment]

    private enum Segment: Sendable, Hashable {
        case literal(Substring)
        case congress, session, year
        case number(width: Int)
    }

    public enum TemplateError: Error, Equatable, CustomStringConvertible {
        case noNumber
        case unknownPlaceholder(String)

        public var description: String {
            switch self {
            case .noNumber: "needs a {number} placeholder (e.g. roll{number:03}.xml)"
            case .unknownPlaceholder(let name):
                "unknown placeholder {\(name)}; use {congress}, {session}, {year}, {number} or {number:05}"
            }
        }
    }

    public init(_ template: String, firstNumber: Int = 1) throws(TemplateError) {
        var segments: [Segment] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { segments.append(.literal(rest[..<open])) }
            let name = rest[rest.index(after: open)..<close]
            switch name {
            case "congress": segments.append(.congress)
            case "session": segments.append(.session)
            case "year": segments.append(.year)
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
        guard segments.contains(where: { if case .number = $0 { true } else { false } }) else { throw .noNumber }
        self.template = template
        self.firstNumber = firstNumber
        self.segments = segments
    }

    /// The address of `number` in `scope`.
    public func url(scope: SeriesScope, number: Int) -> String {
        expand(scope: scope, number: number)
    }

    /// The series' identity: the address with the scope filled in and the number left open.
    public func seriesKey(scope: SeriesScope) -> String {
        expand(scope: scope, number: nil)
    }

    private func expand(scope: SeriesScope, number: Int?) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): String(text)
            case .congress: String(scope.congress)
            case .session: String(scope.session)
            case .year: String(scope.year)
            case .number(let width):
                if let number {
                    String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
                } else {
                    "{number}"
                }
            }
        }.joined()
    }
}
