import Chat
import Storage

/// The place an election command (`elections`, `register`) is about: the ZIP typed, or the
/// asker's own from their profile — a ZIP, or only a district when that is all they told us.
/// Answers about the asker's own place are private: they go to a DM.
struct ElectionPlace {
    /// Nil when the profile holds only a district.
    var zip: String?
    /// The district the place maps to: the profile's choice, else the ZIP's only district.
    var district: CongressionalDistrict?
    var isOwn: Bool
    /// The states the place lies in (two for a ZIP across a state line; none for a ZIP the ZIP
    /// table does not know): whose election offices an answer without data names.
    var states: [String] = []

    /// How the place is named when no feed covers it: "AZ-04" when the district is known
    /// (the "no election data for AZ-4 yet"), else the ZIP.
    var name: String { district?.code ?? zip ?? "your place" }

    /// Reads `[zip]` from `context`; without one, the asker's profile.
    static func read(_ context: CommandContext, civic: CivicContext, command: String) async throws -> ElectionPlace {
        switch context.words.count {
        case 0:
            var profile: Profile?
            if let account = context.account {
                profile = try await civic.database.reading { try $0.profile(of: account) }
            }
            if let zip = profile?.zip {
                var place = try await ofZip(zip, civic: civic)
                place.isOwn = true
                if let chosen = profile?.district {
                    place.district = chosen
                    place.states = [chosen.state]
                }
                return place
            }
            if let district = profile?.district {
                return ElectionPlace(zip: nil, district: district, isOwn: true, states: [district.state])
            }
            let set = context.isDirect ? "zip <your ZIP>" : context.privately("zip <your ZIP>")
            // On the demo, the example is a ZIP its made-up election covers, so trying it answers.
            let example = try await civic.database.reading { try $0.demoElectionZips() }.first ?? "22932"
            throw CommandFailure("I don't know your ZIP. Name one (\(context.typed(command)) \(example)) or tell me yours privately with \(set).")
        case 1:
            return try await typed(context.words[0], context, civic: civic)
        default:
            throw context.usageError()
        }
    }

    /// A ZIP typed as an argument (`elections 85260`, `polls 85260`).
    static func typed(_ word: String, _ context: CommandContext, civic: CivicContext) async throws -> ElectionPlace {
        guard let zip = ZipCodeWord.zip(word) else {
            throw context.usageError("\"\(word.prefix(20))\" is not a ZIP code")
        }
        return try await ofZip(zip, civic: civic)
    }

    static func ofZip(_ zip: String, civic: CivicContext) async throws -> ElectionPlace {
        let districts = try await civic.database.reading { try $0.districts(forZip: zip) }.map(\.district)
        let states = districts.map(\.state).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return ElectionPlace(zip: zip, district: Set(districts).count == 1 ? districts.first : nil, isOwn: false,
                             states: states)
    }

    /// The answer when no feed covers the place: that, and its states' official election offices.
    var noData: String { ElectionText.noData(for: name, states: states) }

    /// The elections of the feeds that cover the place; nil once the answer that none does (or,
    /// for a district that feeds cover, that its ZIP decides) has been sent.
    func elections(civic: CivicContext, _ context: CommandContext, command: String) async throws -> [ElectionFacts]? {
        if let zip {
            let found = try await civic.database.reading { try $0.elections(coveringZip: zip) }
            if found.isEmpty { send([noData], context, what: "the answer") }
            return found.isEmpty ? nil : found
        }
        guard let district else { return nil }
        let (covered, total) = try await civic.database.reading { try ($0.vipZips(in: district), $0.zipCount(in: district)) }
        guard !covered.isEmpty else {
            send([noData], context, what: "the answer")
            return nil
        }
        send([ElectionText.districtOnly(district, coveredZips: covered, of: total, command: context.typed(command))],
             context, what: "the answer")
        return nil
    }

    /// Sends `lines`: to a DM when they are about the asker's own place and asked in a channel.
    func send(_ lines: [String], _ context: CommandContext, what: String) {
        if isOwn && !context.isDirect {
            let yours = zip == nil ? "district" : "ZIP"
            context.reply("I sent \(what) for your \(yours) in a private message (your \(yours) stays private).")
            context.page(lines, privately: true)
        } else {
            context.page(lines)
        }
    }
}
