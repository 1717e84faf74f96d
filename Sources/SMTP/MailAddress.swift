import Foundation

/// A mailbox as a header shows it: `"Display Name" <local@domain>`.
public struct MailAddress: Sendable, Hashable {
    public var address: String
    public var displayName: String?

    public init(_ address: String, displayName: String? = nil) {
        self.address = address
        self.displayName = displayName
    }

    /// The header form. The address itself is checked (it goes out verbatim); the display name
    /// is quoted, or encoded when it is not plain ASCII, so a name can never break the header.
    func headerText() throws(MailMessage.Invalid) -> String {
        guard !address.isEmpty, address.contains("@"),
              !address.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7f || "<>\",;()".unicodeScalars.contains($0) }) else {
            throw MailMessage.Invalid(description: "\"\(address)\" is not a usable mail address")
        }
        guard let name = displayName?.singleLine, !name.isEmpty else { return "<\(address)>" }
        return "\(Self.phrase(name)) <\(address)>"
    }

    /// RFC 5322 phrase: atoms as they are, other ASCII as a quoted-string, the rest as
    /// RFC 2047 encoded words (which may not stand inside quotes).
    static func phrase(_ name: String) -> String {
        if !name.unicodeScalars.allSatisfy({ $0.isASCII }) || name.contains("=?") {
            return EncodedWord.encode(name)
        }
        let atext = name.unicodeScalars.allSatisfy { scalar in
            scalar == " " || (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                              || "!#$%&'*+-/=?^_`{|}~".unicodeScalars.contains(scalar))
        }
        if atext { return name }
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}

extension String {
    /// The text on one line: every run of control characters (CR and LF included) becomes one
    /// space, so text a person typed can never start a new header.
    var singleLine: String {
        var result = ""
        var lastWasControl = false
        for scalar in unicodeScalars {
            let control = scalar.value < 0x20 || scalar.value == 0x7f
            if control { if !lastWasControl { result.unicodeScalars.append(" ") } } else { result.unicodeScalars.append(scalar) }
            lastWasControl = control
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
