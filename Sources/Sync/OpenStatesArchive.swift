import Foundation

/// What an `openstates` sync source downloads: Open States publishes its people as a tree of YAML
/// files (github.com/openstates/people, `data/<state>/{legislature,executive,municipalities}/`),
/// one file per person, and a person file alone would replace its whole state. So a source
/// fetches a gzip'd tar archive of that tree — GitHub's archive of the repository, or a mirror's
/// archive of some states' folders — as one file, conditionally like every other, and imports
/// the state folders it holds together, each state's rows replaced in one transaction as
/// `townhall import openstates` does. Committees and retired people, which the repository keeps
/// beside them, are not read.
enum OpenStatesArchive {
    /// The folders of a state that hold people, and the list that names its cities.
    static let peopleFolders: Set<String> = ["legislature", "executive", "municipalities"]
    static let placesFile = "municipalities.yml"

    /// Unpacks `archive` into a new folder beside it and returns the paths to import: every
    /// people folder and cities list found in it, in a stable order.
    static func importPaths(unpacking archive: URL) throws(SyncFailure) -> [String] {
        let name = archive.lastPathComponent
        let folder = archive.deletingLastPathComponent().appendingPathComponent("unpacked", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SyncFailure(.other("cannot make a folder to unpack \(name) into: \(error.localizedDescription)"))
        }
        try unpack(archive, into: folder)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles]) else {
            throw SyncFailure(.other("cannot list what \(name) unpacked to"))
        }
        var paths: [String] = []
        for case let entry as URL in walker {
            let isDirectory = (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            if isDirectory, peopleFolders.contains(entry.lastPathComponent) {
                paths.append(entry.path)
                walker.skipDescendants()
            } else if !isDirectory, entry.lastPathComponent == placesFile {
                paths.append(entry.path)
            }
        }
        guard !paths.isEmpty else {
            throw SyncFailure(.rejected(file: name, detail: "\(name) holds no Open States state folder "
                + "(data/<state>/legislature, executive or municipalities)"))
        }
        return paths.sorted()
    }

    /// GNU tar, which refuses members that would land outside `folder` (absolute or `..` paths).
    private static func unpack(_ archive: URL, into folder: URL) throws(SyncFailure) {
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/tar")
        tar.arguments = ["-xzf", archive.path, "-C", folder.path, "--no-same-owner", "--no-same-permissions"]
        let errors = Pipe()
        tar.standardError = errors
        tar.standardOutput = FileHandle.nullDevice
        do {
            try tar.run()
        } catch {
            throw SyncFailure(.other("cannot run /usr/bin/tar to unpack \(archive.lastPathComponent): \(error.localizedDescription)"))
        }
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        tar.waitUntilExit()
        guard tar.terminationStatus == 0 else {
            let firstLine = said.split(whereSeparator: \.isNewline).first.map(String.init) ?? "exit \(tar.terminationStatus)"
            throw SyncFailure(.rejected(file: archive.lastPathComponent,
                                        detail: "\(archive.lastPathComponent) is not a gzip'd tar archive (tar: \(firstLine))"))
        }
    }
}
