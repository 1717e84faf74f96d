/// The field tests a person can try at home (a magnet, a drop of acid, a taste), by the words the
/// facts and `rock id` name them with: the catalogue `mineral`, `rock id` and the quiz's clues read.
enum FieldTestCatalog {
    /// Each test's word and how `mineral` describes it.
    static let descriptions: [String: String] = [
        "magnetic": "a magnet picks it up",
        "weakly-magnetic": "a strong magnet pulls it a little",
        "fizzes": "fizzes in cold dilute acid",
        "fizzes-powdered": "fizzes in acid once powdered",
        "salty": "tastes salty",
        "bitter": "tastes bitter",
        "fluorescent": "may glow under ultraviolet light",
        "radioactive": "radioactive",
        "heavy": "feels heavy for its size",
        "flexible": "thin pieces bend and stay bent",
        "elastic": "thin sheets spring back",
        "soapy": "feels soapy",
        "marks-paper": "leaves a mark on paper",
        "double-refraction": "clear pieces show a doubled image",
    ]

    static var known: Set<String> { Set(descriptions.keys) }

    /// The tests in a fixed order: bit `n` of `MineralTraits.tests` is `ordered[n]`.
    static let ordered: [String] = descriptions.keys.sorted()

    static func bit(of test: String) -> UInt16 {
        ordered.firstIndex(of: test).map { UInt16(1) << UInt16($0) } ?? 0
    }

    /// Words people type for a test ("magnet", "fizz", "glows"), mapped to the test.
    static let aliases: [String: String] = [
        "magnet": "magnetic", "fizz": "fizzes", "effervesces": "fizzes", "acid": "fizzes", "salt": "salty",
        "glows": "fluorescent", "fluoresces": "fluorescent", "uv": "fluorescent", "radioactivity": "radioactive",
        "dense": "heavy", "greasy-feel": "soapy", "soft-feel": "soapy",
    ]

    static func test(named word: String) -> String? {
        known.contains(word) ? word : aliases[word]
    }
}
