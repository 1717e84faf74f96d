import Storage

/// The lines a channel feed posts; the feed poster (in the app) sends them as they are.
public enum ChannelFeedText {
    /// "New report R7 (CA-11 feed): long line at 94110 (CA-11): Two-hour wait … https://… — !incident R7"
    public static func line(_ item: ChannelFeedItem, prefix: String) -> String {
        let incident = item.incident
        return "New report \(incident.reference) (\(item.area) feed): \(IncidentKindNames.title(incident.kind)) at "
            + "\(IncidentText.place(incident)): \(QuestionText.excerpt(incident.text))"
            + (incident.imageURL.map { " \($0)" } ?? "") + " — \(prefix)incident \(incident.reference)"
    }

    /// "and 12 more — !incidents CA-11 new": for the reports beyond the pace of a channel.
    public static func summary(more count: Int, area: String, prefix: String) -> String {
        "and \(count) more — \(prefix)incidents \(area) new"
    }
}
