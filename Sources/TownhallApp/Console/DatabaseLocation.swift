import Foundation

/// The documented place of the console's embedded database:
/// `$XDG_DATA_HOME/townhall/console.sqlite`, else `~/.local/share/townhall/console.sqlite`.
public enum DatabaseLocation {
    public static let consoleDefaultDescription = "$XDG_DATA_HOME/townhall/console.sqlite or ~/.local/share/townhall/console.sqlite"

    public static func consoleDefault(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = (home as NSString).appendingPathComponent(".local/share")
        }
        return ((base as NSString).appendingPathComponent("townhall") as NSString)
            .appendingPathComponent("console.sqlite")
    }
}
