/// Turns styled text into what one transport sends: IRC control codes, Matrix HTML, or plain
/// text for the console and conversation scripts.
public protocol StyledTextRenderer: Sendable {
    func render(_ text: StyledText) -> String
}
