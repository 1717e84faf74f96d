import Foundation
import Storage

/// How templates are written in replies. The author is named only when their profile is public.
enum TemplateText {
    /// Body characters `template T3` shows before "…" (the whole body comes with `draft T3`).
    static let bodyStart = 300

    /// "T3 [housing] Fund the tenant right to counsel #rent #eviction — ♥4, by alice".
    static func listLine(_ template: LetterTemplate) -> String {
        "\(template.reference) [\(template.category)\(template.kind == .call ? ", call script" : "")] \(template.title)"
            + tagWords(template.tags)
            + " — ♥\(template.likes)" + (author(template).map { ", by \($0)" } ?? "")
    }

    /// `template T3`: the card, then the start of the body.
    static func card(_ template: LetterTemplate, now: Date) -> [String] {
        let by = author(template).map { "by \($0), " } ?? ""
        let kind = template.kind == .call ? " call script" : ""
        let header = "\(template.reference)\(kind) \(template.title) — \(template.category)\(tagWords(template.tags)); "
            + "\(by)\(QuestionText.age(of: template.createdAt, now: now)), \(IncidentText.likes(template.likes)), "
            + (template.comments == 1 ? "1 comment" : "\(template.comments) comments")
        let start = template.body.count <= bodyStart ? template.body : String(template.body.prefix(bodyStart - 1)) + "…"
        return [header] + start.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func author(_ template: LetterTemplate) -> String? {
        template.authorIsPrivate ? nil : template.author.name
    }

    static func tagWords(_ tags: [String]) -> String {
        tags.isEmpty ? "" : " " + tags.map { "#" + $0 }.joined(separator: " ")
    }
}
