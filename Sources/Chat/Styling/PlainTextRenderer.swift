/// Styled text without its styling: what the console prints, what conversation scripts compare,
/// and the plain `body` a Matrix message carries next to its HTML.
public struct PlainTextRenderer: StyledTextRenderer {
    public init() {}

    public func render(_ text: StyledText) -> String {
        text.runs.map(Self.text(of:)).joined()
    }

    /// A run's words; a link whose label is not its address shows both ("the roll call
    /// <https://…>"), since plain text cannot hide the address behind the label.
    public static func text(of run: StyledText.Run) -> String {
        guard let link = run.link, link != run.text else { return run.text }
        return "\(run.text) <\(link)>"
    }
}
