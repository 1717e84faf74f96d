/// A reply as the bot means it: runs of text, some bold, some coloured by meaning, some links.
/// Commands build it; each transport renders it its own way (IRC control codes, Matrix HTML,
/// plain text), so no command writes a transport's codes itself.
///
/// Build it with string literals and interpolation, `+`, and `.bold`, `.colored`, `.link`:
/// `"Result: \(.bold(.colored(result, .passed)))"`. Plain `String` replies stay plain.
public struct StyledText: Sendable, Hashable {
    /// One stretch of text with one styling.
    public struct Run: Sendable, Hashable {
        public var text: String
        public var isBold: Bool
        public var color: TextColor?
        /// The address a link run points to; `text` is its label.
        public var link: String?

        public init(text: String, isBold: Bool = false, color: TextColor? = nil, link: String? = nil) {
            self.text = text
            self.isBold = isBold
            self.color = color
            self.link = link
        }

        func hasSameStyle(as other: Run) -> Bool {
            isBold == other.isBold && color == other.color && link == other.link
        }
    }

    /// Never empty runs, and never two neighbours of the same style (they are merged), so equal
    /// texts compare equal however they were put together.
    public private(set) var runs: [Run] = []

    public init() {}

    /// Unstyled text. A "\n" in it starts a new reply line, as in a `String` reply.
    public init(_ text: String) {
        append(Run(text: text))
    }

    public init(runs: [Run]) {
        runs.forEach { append($0) }
    }

    public var isEmpty: Bool { runs.isEmpty }

    /// The text without styling (links with their address), as the console shows it.
    public var plainText: String { PlainTextRenderer().render(self) }

    /// `text` in bold.
    public static func bold(_ text: StyledText) -> StyledText {
        text.restyled { $0.isBold = true }
    }

    /// `text` in the colour that stands for `color`.
    public static func colored(_ text: StyledText, _ color: TextColor) -> StyledText {
        text.restyled { $0.color = color }
    }

    /// A link to `address`, shown as `label` where the transport can hide the address.
    public static func link(_ address: String, label: String? = nil) -> StyledText {
        StyledText(runs: [Run(text: label ?? address, link: address)])
    }

    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var result = lhs
        result += rhs
        return result
    }

    public static func += (lhs: inout StyledText, rhs: StyledText) {
        rhs.runs.forEach { lhs.append($0) }
    }

    mutating func append(_ run: Run) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.hasSameStyle(as: run) {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    private func restyled(_ change: (inout Run) -> Void) -> StyledText {
        StyledText(runs: runs.map { run in
            var run = run
            change(&run)
            return run
        })
    }
}

extension Sequence where Element == StyledText {
    /// The texts one after another with `separator` between them, like `[String].joined`.
    public func joined(separator: StyledText = StyledText()) -> StyledText {
        var result = StyledText()
        for (index, text) in enumerated() {
            if index > 0 { result += separator }
            result += text
        }
        return result
    }
}
