/// Matrix user ids (`@alice:example.org`): the parts a client reads from one.
public enum MatrixUserID {
    /// `example.org` of `@alice:example.org`: the homeserver the account lives on (and the server
    /// part of the room aliases it makes).
    public static func serverName(of userID: String) -> String {
        userID.firstIndex(of: ":").map { String(userID[userID.index(after: $0)...]) } ?? userID
    }

    /// `alice` of `@alice:example.org`: the name people type to address that user in a room.
    public static func localpart(of userID: String) -> String {
        String(userID.dropFirst().prefix { $0 != ":" })
    }
}
