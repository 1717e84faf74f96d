/// One IRCv3 message tag (`@key=value`). A tag sent without a value has `value == ""`;
/// the serializer writes such a tag as a bare key, which the spec allows as the same meaning.
public struct IRCTag: Sendable, Hashable {
    public var key: String
    public var value: String

    public init(key: String, value: String = "") {
        self.key = key
        self.value = value
    }
}
