/// Why a line received from the network could not be read as an IRC message.
/// Parsing never traps: every input either yields a message or one of these.
public enum IRCParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line held nothing but spaces (or line terminators).
    case emptyLine
    /// Tags or a source were present but no command followed them.
    case missingCommand
    /// The command was neither letters only nor a three-digit numeric.
    case invalidCommand(String)

    public var description: String {
        switch self {
        case .emptyLine: "empty IRC line"
        case .missingCommand: "IRC line has no command"
        case .invalidCommand(let command): "IRC line has an invalid command \"\(command)\""
        }
    }
}
