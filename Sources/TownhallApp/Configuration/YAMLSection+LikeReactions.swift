import Chat

extension YAMLSection {
    /// A network's `like_reactions`: the emoji that like an item when put on a bot message that
    /// shows one (`ReactionLikes.defaultKeys` when not set; an empty list turns it off). A key
    /// is a short run of characters without spaces: anything longer is a mistake ("thumbs up").
    mutating func likeReactions() throws(ConfigurationError) -> [String] {
        let keys = try strings("like_reactions") ?? ReactionLikes.defaultKeys
        for (index, key) in keys.enumerated() where key.isEmpty || key.count > 8 || key.contains(where: \.isWhitespace) {
            throw ConfigurationError(key: "\(keyPath("like_reactions"))[\(index)]",
                                     problem: "'\(key)' is not a reaction key: give an emoji such as 👍")
        }
        return keys
    }
}
