/// A street address as a person typed it, normalised for the street segment index.
public struct StreetAddress: Sendable, Hashable {
    public var house: Int
    /// `StreetName.key` form ("PATTERSON MILL LN").
    public var street: String
    public var city: String?
    public var zip: String?

    public init(house: Int, street: String, city: String?, zip: String?) {
        self.house = house
        self.street = street
        self.city = city
        self.zip = zip
    }
}
