import Storage

/// Reads a street address as people type it — "1407 Patterson Mill Ln, Crozet 22932",
/// "7 chapel hill road 22901", "521 Patterson Mill Lane Crozet VA" — into a `StreetAddress`:
/// a house number first, then the street, then a city and/or a ZIP (one of them is needed to
/// find the street). A comma ends the street; without one, the street ends at its last suffix
/// word (Ln, Road…) and what follows is the city.
enum StreetAddressWords {
    static let example = "1407 Patterson Mill Ln, Crozet 22932"

    static func address(_ text: String) -> StreetAddress? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: true).map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        guard var first = parts.first, let houseWord = first.first,
              let house = Int(houseWord.prefix { $0.isASCII && $0.isNumber }), houseWord.first?.isNumber == true else { return nil }
        first.removeFirst()
        var rest = parts.dropFirst().flatMap { $0 }
        // ZIP and state at the end, in either part.
        var zip: String?
        func takeZipAndState(_ words: inout [String]) {
            if let last = words.last, let found = ZipCodeWord.zip(last) { zip = found; words.removeLast() }
            if let last = words.last, states.contains(last.uppercased()), words.count > 1 || parts.count > 1 {
                words.removeLast()
            }
        }
        if rest.isEmpty { takeZipAndState(&first) } else { takeZipAndState(&rest) }
        var streetWords = first
        var cityWords = rest
        if parts.count == 1, let suffixAt = first.lastIndex(where: { Self.isSuffix($0) }), suffixAt < first.count - 1 {
            streetWords = Array(first[...suffixAt])
            cityWords = Array(first[(suffixAt + 1)...])
        }
        guard let street = StreetName.key(streetWords) else { return nil }
        let city = StreetName.city(cityWords.joined(separator: " "))
        guard zip != nil || city != nil else { return nil }
        return StreetAddress(house: house, street: street, city: city, zip: zip)
    }

    private static func isSuffix(_ word: String) -> Bool {
        suffixes.contains(StreetName.key([word]) ?? "")
    }

    /// The USPS state and territory codes, so "VA" after a street is read as the state, while
    /// "Ln" is not.
    private static let states: Set<String> = Set("""
        AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND \
        OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP
        """.split(separator: " ").map(String.init))

    private static let suffixes: Set<String> = [
        "AVE", "BLVD", "CIR", "CT", "DR", "EXPY", "FWY", "GRN", "HWY", "LN", "PKWY", "PL", "PLZ", "RD", "SQ", "ST",
        "TER", "TRL", "TPKE", "WAY", "XING", "PT", "LOOP",
    ]
}
