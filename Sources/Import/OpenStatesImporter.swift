import Foundation
import Storage
import Yams

/// Imports Open States people files (openstates/people's `data/` tree, a state's folder, or single
/// person files): every person with a current role in a legislature, a state executive office
/// or a city government, with their offices, email, links, social ids and party.
///
/// Every file is read and checked before anything is written; then the officials of every state
/// the files cover are replaced in one transaction, so importing a state again leaves those who
/// left office out, and a bad file (not YAML, no person id, an unknown state) changes nothing.
/// People left out for a reason of their own (no current role, a legislator without a district)
/// are named in the summary instead, as are districts the Census rows do not have.
public enum OpenStatesImporter {
    /// Reads the files below `urls` as of `day` ("2026-08-05") and stores what they hold.
    @discardableResult
    public static func importFiles(at urls: [URL], into database: TownhallDatabase, asOf day: String,
                                   progress: ImportProgressHandler? = nil) async throws -> OpenStatesImportSummary {
        let reading = try read(ImportFiles.list(at: urls, extensions: [".yml", ".yaml"]), asOf: day, progress: progress)
        let stored = try await reportingWrite(of: reading.officials.count, to: progress) {
            try await database.replaceStateOfficials(reading.officials, of: reading.states)
        }
        return OpenStatesImportSummary(reading: reading, stored: stored)
    }

    /// What the files hold: the officials to store, the states they cover, and who was left out.
    struct Reading: Sendable {
        var officials: [StateOfficial] = []
        var states: Set<USState> = []
        var skipped: [OpenStatesPersonReader.Skip: [String]] = [:]
    }

    /// Reads every file, the states' `municipalities.yml` lists first (they name the cities the
    /// mayors' files only give by id).
    static func read(_ files: [URL], asOf day: String, progress: ImportProgressHandler?) throws(ImportError) -> Reading {
        var documents: [(name: String, root: Node)] = []
        var places: [String: String] = [:]
        for file in files {
            let name = file.lastPathComponent
            guard let text = String(data: try ImportFiles.data(at: file), encoding: .utf8) else {
                throw ImportError(file: name, message: "the file is not valid UTF-8")
            }
            guard let root = try LegislatorsYAML.document(in: text, file: name) else {
                throw ImportError(file: name, line: 1, message: "the file is empty")
            }
            if case .sequence(let entries) = root {
                for entry in entries {
                    if let id = LegislatorsYAML.text(entry["id"]), let place = LegislatorsYAML.text(entry["name"]) { places[id] = place }
                }
            } else {
                documents.append((name, root))
            }
        }
        let reader = OpenStatesPersonReader(day: day, places: places)
        var reading = Reading()
        var fileOfPerson: [OpenStatesPersonID: String] = [:]
        for (index, document) in documents.enumerated() {
            switch try reader.read(document.root, file: document.name) {
            case .official(let official):
                if let earlier = fileOfPerson[official.id] {
                    throw ImportError(file: document.name, message: "\(official.id) is also the person of \(earlier)")
                }
                fileOfPerson[official.id] = document.name
                reading.officials.append(official)
                reading.states.insert(official.state)
            case .skipped(let reason):
                reading.skipped[reason, default: []].append(document.name)
            }
            if index % 100 == 0 { progress?(ImportProgress(phase: .reading, done: index, total: documents.count)) }
        }
        progress?(ImportProgress(phase: .reading, done: documents.count, total: documents.count))
        return reading
    }
}
