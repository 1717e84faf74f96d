import Foundation
import Yams

/// Whether the configuration file gives its secrets away: a password or access token written
/// in the file itself (not through a `*_env` variable) is readable by every local user when the
/// file is readable by group or others. Townhall still starts — the operator may have reasons —
/// but says so once, naming the file and the fix.
public enum ConfigurationFileAccess {
    /// Setting names whose inline value is a secret: `password` (SASL, Matrix, SMTP),
    /// `server_password`, `database_password`, `access_token`. Their `*_env` forms name a
    /// variable and give nothing away.
    static func isSecretKey(_ key: String) -> Bool {
        key == "access_token" || key == "password" || key.hasSuffix("_password")
    }

    /// The one warning line for the file at `path`, or nil when it holds no inline secret or
    /// only its owner can read it.
    public static func warning(path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let permissions = (attributes[.posixPermissions] as? NSNumber)?.uint16Value,
              permissions & 0o044 != 0,
              let text = try? String(contentsOfFile: path, encoding: .utf8),
              let root = try? Yams.compose(yaml: text, .basic)
        else { return nil }
        let secrets = secretKeyPaths(in: root, under: "")
        guard let first = secrets.first else { return nil }
        let mode = String(permissions & 0o777, radix: 8)
        return "warning: \(path) holds a secret (\(first)\(secrets.count > 1 ? " and \(secrets.count - 1) more" : "")) "
            + "and is readable by other users (mode \(mode)); run chmod 600 \(path), or give secrets through *_env variables"
    }

    /// The key paths ("networks[0].sasl.password") of the inline secrets under `node`, in order.
    static func secretKeyPaths(in node: Node, under path: String) -> [String] {
        switch node {
        case .mapping(let mapping):
            return mapping.flatMap { key, value -> [String] in
                let name = key.string ?? ""
                let keyPath = path.isEmpty ? name : "\(path).\(name)"
                if isSecretKey(name), case .scalar(let scalar) = value, !scalar.string.isEmpty {
                    return [keyPath]
                }
                return secretKeyPaths(in: value, under: keyPath)
            }
        case .sequence(let sequence):
            return sequence.enumerated().flatMap { index, item in secretKeyPaths(in: item, under: "\(path)[\(index)]") }
        default:
            return []
        }
    }
}
