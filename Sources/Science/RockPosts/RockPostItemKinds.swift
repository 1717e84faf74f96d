import Chat
import Storage

/// Rock posts in the commands that take any item, which are Civic's: `like P5` / `unlike P5`,
/// `comment P5 <text>`, `flag P5 <why>` and `admin hide P5 <why>` / `admin unhide P5`, and the same
/// on a comment under a post (`flag P5/2 <why>`). Handed to Civic when the
/// core is composed, so Civic names no rock post and Science needs nothing of Civic.
enum RockPostItemKinds {
    static func all(database: TownhallDatabase) -> FeatureItemKinds {
        FeatureItemKinds(
            likeable: [
                LikeableKind(reference: .rockPost, what: "a rock post") { liking, id, account, context in
                    try await RockPostLikes(database: database, context: context).set(liking, id, by: account)
                },
            ],
            hideable: [
                HideableKind(reference: .rockPost, what: "a rock post") { id, reason, _ in
                    try await database.setRockPostHidden(id, reason: reason)
                },
            ],
            commentable: [
                CommentableKind(reference: .rockPost, what: "a rock post") { id, text, account, context in
                    guard try await database.commentOnRockPost(id, text: text, by: account, at: context.now) else {
                        throw ItemReference.rockPost.noSuch(id, context)
                    }
                    context.reply("Your comment is under \(ItemReference.rockPost.text(id)).")
                },
            ],
            flaggable: [
                FlaggableKind(reference: .rockPost, what: "a rock post", action: FlagActions(
                    flag: { id, reason, account, context in
                        // a hidden post is no post to anyone but the moderators, as for likes
                        guard try await database.reading({ try $0.rockPost(id) }) != nil else {
                            throw ItemReference.rockPost.noSuch(id, context)
                        }
                        let outcome = try await database.flagRockPost(id, reason: reason, by: account, at: context.now)
                        try FlagReplies.settle(try outcome.stored(), ItemReference.rockPost.text(id), context)
                    },
                    flagged: { try await database.reading { try $0.flaggedRockPosts() }.map { ($0.id, $0.reasons) } })),
            ],
            comments: [
                CommentKind(
                    items: "rock posts", show: "rock", names: { ItemReference.rockPost.id(from: $0) != nil },
                    find: { word, place, visibleOnly, context in
                        let id = try ItemReference.rockPost.id(in: word, context)
                        guard try await database.reading({ try $0.rockPost(id) }) != nil else {
                            throw ItemReference.rockPost.noSuch(id, context)
                        }
                        return (ItemReference.rockPost.text(id), try await database.reading {
                            try $0.commentID(at: place, under: .id(id), in: .rockPost, visibleOnly: visibleOnly)
                        })
                    },
                    flag: { try await database.flagComment($0, in: .rockPost, reason: $1, by: $2, at: $3).stored() },
                    hide: { try await database.setCommentHidden($0, in: .rockPost, reason: $1, at: $2) },
                    flagged: {
                        try await database.reading { try $0.flaggedComments(in: .rockPost) }.map {
                            ("P\($0.item)/\($0.place)", $0.reasons)
                        }
                    }),
            ])
    }
}
