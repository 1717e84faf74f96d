/// How a network compares channel names, for what is kept per channel (a quiz, its points):
/// IRC folds case (by the server's CASEMAPPING), while Matrix room ids are case-sensitive and
/// must be kept exactly as written. The app builds the real one from its networks.
public struct ChannelFolding: Sendable {
    private let fold: @Sendable (_ channel: String, _ network: String) -> String

    public init(_ fold: @escaping @Sendable (_ channel: String, _ network: String) -> String) {
        self.fold = fold
    }

    /// The key `channel` is kept under on `network`.
    public func key(_ channel: String, on network: String) -> String {
        fold(channel, network)
    }

    /// A–Z fold to a–z on every network: the console and conversation scripts, which are
    /// IRC-shaped (every IRC casemapping folds at least these).
    public static let asciiCaseless = ChannelFolding { channel, _ in
        String(decoding: channel.utf8.map { (65...90).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Names are compared exactly, as Matrix room ids are.
    public static let exact = ChannelFolding { channel, _ in channel }
}
