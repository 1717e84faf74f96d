/// Host name validation as IRC servers apply it (ircdocs validate-hostname): dot-separated
/// labels of ASCII letters, digits and '-', no label starting or ending with '-', at least one
/// dot (a bare "com" is not an IRC host, while "services." is), a trailing dot allowed.
/// Clients should not reject what servers send them; this is for checking our own configuration.
public enum IRCHostname {
    public static func isValid(_ host: String) -> Bool {
        var labels = Array(host.utf8).split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        if labels.last?.isEmpty == true { labels.removeLast() }
        return labels.allSatisfy(isValidLabel)
    }

    private static func isValidLabel(_ label: ArraySlice<UInt8>) -> Bool {
        guard let first = label.first, let last = label.last, label.count <= 63,
              first != UInt8(ascii: "-"), last != UInt8(ascii: "-") else { return false }
        return label.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }
}
