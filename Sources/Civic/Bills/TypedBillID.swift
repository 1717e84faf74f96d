import Foundation
import Storage

/// Reads a bill id in the forms people type — "hr5376-117", "hr5376", "HR 5376", "H.R. 5376",
/// "H. Con. Res. 12-118", "hr5376." — where `BillID(_:)` reads only the chat form it stores.
///
/// A bill typed without its Congress is the current Congress's: bills are numbered afresh every
/// Congress and people name today's ("the House passed H.R. 1"). The current Congress is the one
/// sitting in the clock's UTC year, `RollCallID.congress(ofYear:)`, the same rule `townhall sync`
/// follows (`SeriesScope`) to know which Congress's bills to fetch; the code keeps no other
/// record of it, and the newest Congress in the data would be last term's on a database
/// nobody synced.
struct TypedBillID {
    /// The Congress a bill id without one names.
    let currentCongress: Int

    /// The most words one id takes: "H. Con. Res. 12-118".
    static let maxWords = 4

    init(now: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        currentCongress = RollCallID.congress(ofYear: calendar.component(.year, from: now))
    }

    /// The bill all of `words` name, or nil: the type's words (letters and dots) and then the
    /// number, with "-Congress" or not, the number's word last.
    func bill(_ words: ArraySlice<String>) -> BillID? {
        guard (1...Self.maxWords).contains(words.count), let last = words.last,
              words.dropLast().allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "." } }) else { return nil }
        let text = (words.dropLast() + [TypedWord.trimmingTrailingPunctuation(last)]).joined()
            .lowercased().filter { $0 != "." }
        let letters = text.prefix { $0.isASCII && $0.isLetter }
        guard let type = BillType(rawValue: String(letters)) else { return nil }
        let parts = text.dropFirst(letters.count).split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let number = Self.number(parts[0]), (1..<100_000).contains(number),
              let congress = parts.count == 2 ? Self.number(parts[1]) : currentCongress,
              (1...999).contains(congress) else { return nil }
        return BillID(type: type, number: number, congress: congress)
    }

    /// The bill the first words of `words` name and how many words it took ("HR 5376 Good bill"
    /// → hr5376, 2), the fewest that read as one.
    func leading(_ words: [String]) -> (id: BillID, used: Int)? {
        fewest(of: words) { words.prefix($0) }
    }

    /// The bill the last words of `words` name and how many words it took ("pelosi H.R. 5376"
    /// → hr5376, 2), the fewest that read as one.
    func trailing(_ words: [String]) -> (id: BillID, used: Int)? {
        fewest(of: words) { words.suffix($0) }
    }

    /// The bill the fewest words `taking(n)` takes from `words` name, and how many.
    private func fewest(of words: [String], _ taking: (Int) -> ArraySlice<String>) -> (id: BillID, used: Int)? {
        guard !words.isEmpty else { return nil }
        for count in 1...min(Self.maxWords, words.count) {
            if let id = bill(taking(count)) { return (id, count) }
        }
        return nil
    }

    private static func number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
