import Foundation

/// The files an import reads from the paths it was given: each file itself, or every file in a
/// directory and its subdirectories whose name ends with one of `extensions` (hidden files
/// skipped), sorted by path so that a directory always imports in the same order.
enum ImportFiles {
    /// The files below `urls`, in the order the paths were given (a shell glob's order), each file
    /// once even when two paths overlap. Every path is checked before any is listed or read, so a
    /// typo in the last argument is reported before the work on the first begins.
    static func list(at urls: [URL], extensions: [String]) throws(ImportError) -> [URL] {
        var isDirectory: [Bool] = []
        for url in urls { isDirectory.append(try checkReadable(url)) }
        var files: [URL] = []
        var seen: Set<String> = []
        for (url, isDirectory) in zip(urls, isDirectory) {
            let found = isDirectory ? try filesBelow(url, extensions: extensions) : [url]
            for file in found where seen.insert(file.standardizedFileURL.path).inserted {
                files.append(file)
            }
        }
        return files
    }

    /// Whether `url` is a directory; throws an error naming it when it does not exist or cannot be
    /// read (a directory must also be searchable).
    private static func checkReadable(_ url: URL) throws(ImportError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ImportError(file: url.lastPathComponent, message: "no such file or directory (\(url.path))")
        }
        let readable = FileManager.default.isReadableFile(atPath: url.path)
            && (!isDirectory.boolValue || FileManager.default.isExecutableFile(atPath: url.path))
        guard readable else {
            throw ImportError(file: url.lastPathComponent, message: "permission denied (\(url.path))")
        }
        return isDirectory.boolValue
    }

    private static func filesBelow(_ url: URL, extensions: [String]) throws(ImportError) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            throw ImportError(file: url.lastPathComponent, message: "cannot list the directory")
        }
        var files: [URL] = []
        for case let file as URL in enumerator {
            let name = file.lastPathComponent.lowercased()
            guard extensions.contains(where: { name.hasSuffix($0) }),
                  (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(file)
        }
        guard !files.isEmpty else {
            throw ImportError(file: url.lastPathComponent, message: "no \(extensions.joined(separator: " or ")) files in the directory")
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The bytes of `url`, or an error naming the file.
    static func data(at url: URL) throws(ImportError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImportError(file: url.lastPathComponent, message: "cannot read the file (\(error.localizedDescription))")
        }
    }
}
