import Chat
import Storage

/// The civic commands the app registers with the chat core.
public enum CivicCommands {
    /// Every civic command, reading and writing `database`; `directory` resolves nicks for
    /// `profile <nick>` (the console and scripts can keep the default: nick = account).
    public static func all(database: TownhallDatabase,
                           directory: any DirectoryLookup = NickIsAccountDirectory()) -> [any ChatCommand] {
        let civic = CivicContext(database: database, directory: directory)
        return [
            AboutCommand(), PrivacyCommand(),
            ZipCommand(civic: civic), DistrictCommand(civic: civic),
            RepsCommand(civic: civic), RepCommand(civic: civic),
            ProfileCommand(civic: civic),
            ProfileFieldCommand(civic: civic, field: ProfileFieldCommand.bio),
            ProfileFieldCommand(civic: civic, field: ProfileFieldCommand.party),
            PrivateCommand(civic: civic), ForgetMeCommand(civic: civic), ExportMeCommand(civic: civic),
        ]
    }
}
