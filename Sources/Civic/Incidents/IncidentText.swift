import Chat
import Foundation
import Storage

/// How reports are written in replies. Never the reporter: a report names a place, and its
/// reporter's account beside it could tell where they live.
enum IncidentText {
    /// "94110 (CA-11)", "10001 (NY-10, NY-12)".
    static func place(_ incident: Incident) -> String {
        incident.districts.isEmpty ? incident.zip
            : "\(incident.zip) (\(incident.districts.map(\.code).joined(separator: ", ")))"
    }

    /// "R7 long line at 94110 (CA-11), 2h ago, ♥3: Two-hour wait … [photo]".
    static func listLine(_ incident: Incident, now: Date) -> String {
        "\(incident.reference) \(IncidentKindNames.title(incident.kind)) at \(place(incident)), "
            + "\(QuestionText.age(of: incident.createdAt, now: now)), ♥\(incident.likes): "
            + QuestionText.excerpt(incident.text) + (incident.imageURL == nil ? "" : " [photo]")
    }

    /// The first line of `incident R7`: everything but the comments.
    static func detail(_ incident: Incident, comments: Int, now: Date) -> String {
        "\(incident.reference) \(IncidentKindNames.title(incident.kind)) at \(place(incident)), reported "
            + "\(QuestionText.age(of: incident.createdAt, now: now)), \(likes(incident.likes)), "
            + "\(comments == 1 ? "1 comment" : "\(comments) comments"): \(incident.text)"
            + (incident.imageURL.map { " Photo: \($0)" } ?? "")
    }

    static func likes(_ count: Int) -> String { LikeReplies.likes(count) }
}

extension IncidentText {
    /// `export me`'s lines about reports, likes, comments, flags and bookmarks; none when empty.
    static func exportLines(_ export: AccountExport) -> [String] {
        var lines = export.reports.map { incident in
            "\(incident.reference) \(incident.kind.rawValue) at \(incident.zip), "
                + incident.createdAt.formatted(Date.ISO8601FormatStyle())
                + (incident.isHidden ? " (hidden)" : "") + ": \(incident.text)"
                + (incident.imageURL.map { " \($0)" } ?? "")
        }
        if export.incidentLikes + export.incidentComments + export.incidentFlags > 0 {
            lines.append("reports liked: \(export.incidentLikes) — comments on reports: \(export.incidentComments) "
                + "— reports flagged: \(export.incidentFlags)")
        }
        if !export.bookmarks.isEmpty {
            lines.append("saved: " + export.bookmarks.joined(separator: ", "))
        }
        return lines
    }
}
