/// Where a command may be used.
public enum CommandPlaces: Sendable, Hashable {
    case channel
    case direct
    case anywhere

    func allows(_ place: ChatPlace) -> Bool {
        switch (self, place) {
        case (.anywhere, _), (.channel, .channel), (.direct, .direct): true
        default: false
        }
    }
}

/// Who may run a command, in terms every chat network shares. Admin decisions come from the app's
/// `PermissionChecker`; all but `.anyone` need a services account. A feature's own roles (a
/// verified member of Congress answering for that member) are the feature's to check and to word,
/// inside its command, not here.
public enum CommandPermission: Sendable, Hashable {
    case anyone
    case accountHolder
    case channelOperator
    case admin
}

/// Everything the registry, the parser and `help` need to know about a command.
public struct CommandSpec: Sendable, Hashable {
    /// Lowercase; may be several words ("forget me", "feed subscribe"): the longest matching
    /// name wins.
    public var name: String
    public var aliases: [String]
    /// Without the "usage: " lead, e.g. "zip <5-digit ZIP code>".
    public var usage: String
    /// One line for `help`.
    public var summary: String
    public var places: CommandPlaces
    public var permission: CommandPermission
    /// Groups commands in `help` ("General", "Profiles", …).
    public var category: String
    /// Hidden commands work but are not listed by `help`.
    public var isHidden: Bool
    /// The items a like reaction on a message showing one of them runs this command with (`up`
    /// for questions, `like` for reports): nil for a command no reaction stands for.
    public var reactionLike: ReactionLike?

    public init(
        name: String,
        aliases: [String] = [],
        usage: String? = nil,
        summary: String,
        places: CommandPlaces = .anywhere,
        permission: CommandPermission = .anyone,
        category: String = "General",
        isHidden: Bool = false,
        reactionLike: ReactionLike? = nil
    ) {
        self.name = name.lowercased()
        self.aliases = aliases.map { $0.lowercased() }
        self.usage = usage ?? name.lowercased()
        self.summary = summary
        self.places = places
        self.permission = permission
        self.category = category
        self.isHidden = isHidden
        self.reactionLike = reactionLike
    }
}
