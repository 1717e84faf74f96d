/// String literals and interpolation build styled text, so styled replies read like the plain
/// ones: `"\(.bold(id)) · \(citation)"`. Interpolated values other than styled text are plain.
extension StyledText: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: Interpolation) {
        self = stringInterpolation.text
    }

    public struct Interpolation: StringInterpolationProtocol {
        var text = StyledText()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += StyledText(literal)
        }

        public mutating func appendInterpolation(_ styled: StyledText) {
            text += styled
        }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += StyledText(value.description)
        }
    }
}
