/// How a call went, as the caller tells it (`called Pelosi voicemail`).
public enum CallOutcome: String, Sendable, Hashable, CaseIterable {
    case talked
    case voicemail
    case busy
}
