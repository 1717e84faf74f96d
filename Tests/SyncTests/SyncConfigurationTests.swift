import Chat
import Import
import Sync
import Testing
import TownhallApp

/// The `sync:` section of townhall.yaml.
@Suite("Sync configuration")
struct SyncConfigurationTests {
    /// The least a file needs besides `sync:` (one network, written in flow style).
    static let minimal = "database: townhall.sqlite\nnetworks: [{name: local, host: 127.0.0.1, nick: townhall}]"

    @Test func withoutASectionTheOfficialSourcesAreUsed() throws {
        let sync = try ConfigurationLoader.parse(yaml: Self.minimal).sync
        #expect(try sync.resolvedSources().map(\.name) == ["legislators", "district-offices", "social-media", "districts", "votes-senate", "votes-house", "bills"])
        #expect(try sync.resolvedSources().first?.location == .files([SyncDefaults.legislatorsURL]))
        #expect(sync.fetchSettings.retry.retries == 3)
        #expect(sync.fetchSettings.caFile == nil)
    }

    @Test func theExampleFileListsTheDefaults() throws {
        let path = ScriptSuite.packageRoot(from: #filePath)!.appendingPathComponent("config/townhall.example.yaml").path
        let sync = try ConfigurationLoader.load(path: path, environment: ["TOWNHALL_SASL_PASSWORD": "x", "TOWNHALL_MATRIX_TOKEN": "y",
                                                                                   "TOWNHALL_MATRIX_PICKLE_KEY": "z"]).sync
        var defaults = SyncConfiguration()
        defaults.sources = try SyncDefaults.sources()
        #expect(sync == defaults)
    }

    @Test func sourcesAndSettingsAreRead() throws {
        let sync = try ConfigurationLoader.parse(yaml: Self.minimal + """

            sync:
              timeout_seconds: 5
              retries: 0
              ca_file: /etc/townhall/mirror-ca.pem
              sources:
                - {name: members, kind: legislators, url: "https://mirror.example/legislators-current.yaml"}
                - name: rolls
                  kind: districts
                  series: "https://mirror.example/{year}/roll{number:03}.csv"
                  first_number: 5
            """).sync
        #expect(sync.timeoutSeconds == 5 && sync.retries == 0)
        #expect(sync.fetchSettings.caFile == "/etc/townhall/mirror-ca.pem")
        #expect(sync.sources?.map(\.name) == ["members", "rolls"])
        guard case .series(let template) = sync.sources?.last?.location else {
            Issue.record("rolls should be a series")
            return
        }
        #expect(template.firstNumber == 5)
        #expect(template.url(scope: SeriesScope(year: 2024), number: 9) == "https://mirror.example/2024/roll009.csv")
    }

    @Test func stateDistrictsAreASourceOfTheirOwnKind() throws {
        let sync = try ConfigurationLoader.parse(yaml: Self.minimal + """

            sync:
              sources:
                - {name: state-districts, kind: state-districts, urls: ["https://x.example/sldu.txt", "https://x.example/sldl.txt"]}
            """).sync
        #expect(sync.sources?.first?.kind == .stateDistricts)
        #expect(sync.sources?.first?.location == .files(["https://x.example/sldu.txt", "https://x.example/sldl.txt"]))
    }

    @Test func anOpenStatesSourceIsAnArchiveAddress() throws {
        let sync = try ConfigurationLoader.parse(yaml: Self.minimal + """

            sync:
              sources:
                - {name: openstates, kind: openstates, url: "https://github.com/openstates/people/archive/refs/heads/main.tar.gz"}
            """).sync
        #expect(sync.sources?.first?.kind == .openstates)
        #expect(sync.sources?.first?.location == .files(["https://github.com/openstates/people/archive/refs/heads/main.tar.gz"]))
    }

    @Test("a bad sync section names the key at fault", arguments: [
        ("sync: {retries: -1}", "sync.retries"),
        ("sync: {retry: 2}", "sync.retry"),
        ("sync: {sources: [{name: a, kind: rollcalls, url: \"https://x.example/a\"}]}", "sync.sources[0].kind"),
        ("sync: {sources: [{name: a, kind: districts, url: \"http://x.example/a\"}]}", "sync.sources[0].url"),
        ("sync: {sources: [{name: a, kind: districts}]}", "sync.sources[0].url"),
        ("sync: {sources: [{name: a, kind: districts, url: \"https://x.example/a\", series: \"https://x.example/{number}\"}]}",
         "sync.sources[0].url"),
        ("sync: {sources: [{name: a, kind: districts, series: \"https://x.example/{num}\"}]}", "sync.sources[0].series"),
        ("sync: {sources: [{name: a, kind: districts, url: \"https://x.example/a\", first_number: 2}]}",
         "sync.sources[0].first_number"),
        ("sync: {sources: [{name: a, kind: bills, each_bill: \"https://x.example/{congress}/{number}.xml\"}]}",
         "sync.sources[0].each_bill"),
        ("sync: {sources: [{name: a, kind: openstates, series: \"https://x.example/{number}.tar.gz\"}]}", "sync.sources[0].series"),
        ("sync: {sources: [{name: \"a b\", kind: districts, url: \"https://x.example/a\"}]}", "sync.sources[0].name"),
        ("sync: {sources: [{name: a, kind: districts, url: \"https://x.example/a\"}, {name: a, kind: legislators, url: \"https://x.example/b\"}]}",
         "sync.sources[1].name"),
    ])
    func badSectionNamesKey(section: String, key: String) {
        #expect {
            _ = try ConfigurationLoader.parse(yaml: Self.minimal + "\n" + section + "\n")
        } throws: { error in
            (error as? ConfigurationError)?.key == key
        }
    }
}
