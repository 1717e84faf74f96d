import Foundation

/// A House district: a state or territory and a number, 0 meaning at-large.
///
/// Written `ST-NN` ("CA-11", "NY-07"); at-large districts are written "WY-AL" and accepted as
/// "WY-AL", "WY-00" or "WY-0".
public struct CongressionalDistrict: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var state: String
    public var number: Int

    public init(state: String, number: Int) {
        self.state = state.uppercased()
        self.number = number
    }

    /// Parses `ST-NN`, `ST-N`, `ST-AL` (case-insensitive, surrounding spaces ignored).
    public init?(code: String) {
        let parts = code.trimmingCharacters(in: .whitespaces).uppercased()
            .split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts[0].count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let numberText = parts[1]
        if numberText == "AL" {
            self.init(state: String(parts[0]), number: 0)
        } else if (1...2).contains(numberText.count), numberText.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(numberText) {
            self.init(state: String(parts[0]), number: number)
        } else {
            return nil
        }
    }

    public var isAtLarge: Bool { number == 0 }

    /// "CA-11", "NY-07", "WY-AL".
    public var code: String {
        isAtLarge ? "\(state)-AL" : "\(state)-\(number < 10 ? "0" : "")\(number)"
    }

    public var description: String { code }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.state, lhs.number) < (rhs.state, rhs.number)
    }
}
