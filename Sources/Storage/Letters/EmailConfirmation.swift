import Foundation

/// What `email confirm <code>` found. Only `.confirmed` wrote the address.
public enum EmailConfirmationOutcome: Sendable, Hashable {
    case confirmed(email: String)
    /// No address is waiting for a code (none asked, or it expired and was dropped).
    case nothingPending
    case expired
    /// A wrong code; `attemptsLeft` more are allowed before the pending address is dropped.
    case wrongCode(attemptsLeft: Int)
}
