/// Errors the storage layer reports in words a person can act on.
public enum StorageError: Error, Equatable, CustomStringConvertible {
    case backupDestinationExists(String)
    /// A bill id that names no stored bill.
    case unknownBill(String)

    public var description: String {
        switch self {
        case .backupDestinationExists(let path):
            "backup destination \(path) already exists; choose a new file"
        case .unknownBill(let id):
            "no bill \(id) is stored"
        }
    }
}
