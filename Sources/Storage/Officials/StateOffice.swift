import SQLStore

/// One office of a state or city official, as the Open States person file lists it: capitol,
/// district or primary, with what it gives of address, phones and hours.
public struct StateOffice: Sendable, Hashable {
    /// "capitol", "district", "primary", "capitol-mail"…: the file's classification as written.
    public var classification: String
    public var address: String?
    public var phone: String?
    public var fax: String?
    public var hours: String?

    public init(classification: String, address: String? = nil, phone: String? = nil, fax: String? = nil,
                hours: String? = nil) {
        self.classification = classification
        self.address = address
        self.phone = phone
        self.fax = fax
        self.hours = hours
    }
}

extension StateOffice {
    init(row: SQLRow) throws {
        self.init(classification: try row.decode("classification"), address: try row.decode("address"),
                  phone: try row.decode("phone"), fax: try row.decode("fax"), hours: try row.decode("hours"))
    }
}
