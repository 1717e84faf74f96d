/// The form a state legislative district is matched in, so that Open States' district names meet
/// the Census Bureau's: a number without its leading zeros ("010" and "10" are "10"), otherwise the
/// name in lower case without the chamber's words around it ("State Senate District 10" is "10",
/// "Fifth Middlesex District" and "Fifth Middlesex" are "fifth middlesex", "Chittenden-1" stays).
public enum DistrictKey {
    /// Words the Census Bureau's `NAMELSAD` puts around a district's own name or number.
    private static let chamberWords: Set<String> = [
        "state", "senate", "house", "assembly", "legislative", "district", "of", "delegates", "representatives",
        "general", "subdistrict",
    ]

    public static func of(_ text: String) -> String {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let kept = words.filter { !chamberWords.contains($0) }
        let name = (kept.isEmpty ? words : kept).joined(separator: " ")
        if !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(name) {
            return String(number)
        }
        return name
    }
}
