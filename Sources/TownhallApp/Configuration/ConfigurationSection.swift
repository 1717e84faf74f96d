/// A section of the configuration file whose every key has a default (`questions:`,
/// `incidents:`…): the section may be left out, and each key it does give replaces one default.
/// Reading such a section is the same for all of them: start from the defaults, let the section
/// type read its keys, then refuse any key left unread (a typo names itself instead of being
/// ignored).
protocol ConfigurationSection {
    /// Every setting at its default.
    init()

    /// Replaces the defaults with what `section` gives, checking each value.
    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError)
}

extension ConfigurationSection {
    /// The section under `key` of `parent`, or the defaults when the file has none.
    static func read(_ key: String, in parent: inout YAMLSection) throws(ConfigurationError) -> Self {
        var value = Self()
        guard var section = try parent.section(key) else { return value }
        try value.read(&section)
        try section.rejectUnknownKeys()
        return value
    }
}
