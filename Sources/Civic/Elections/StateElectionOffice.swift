/// A state's or territory's official election office website and its vote.gov page, for when no
/// election feed covers a place: someone asking where to vote or how to register still gets the
/// official answer's address instead of a dead end.
///
/// The table covers the 50 states, DC and the five territories (AS, GU, MP, PR, VI). Compiled on
/// 2026-11-27 from these official sources, read in their repositories (the live sites were not
/// opened then):
/// - `office`: the `hp_link` (the state's election office home page) that vote.gov itself
///   publishes for each state in the open repository of vote.gov's site, usagov/vote-gov,
///   `data/states.json` at commit 6e4482a (2024-07-25). Puerto Rico's there ends in an error
///   page's query (`Home/Index?aspxerrorpath=…`); only its site's root is kept.
/// - `voteGov`: vote.gov's per-state registration page, `https://vote.gov/register/<name>`, the
///   pattern vote.gov's Drupal site gives a state page (usagov/vote-gov-drupal,
///   `config/sync/pathauto.pattern.state_territory.yml`: `/register/[node:title]`, lower case,
///   periods dropped, spaces as hyphens), so "U.S. Virgin Islands" is `us-virgin-islands`.
/// Official sites move: check a row against vote.gov when it is reported wrong.
struct StateElectionOffice: Sendable, Hashable {
    /// The USPS code, as the ZIP → district table writes it: "CA", "DC", "PR".
    let code: String
    let name: String
    /// The official election office website.
    let office: String
    /// vote.gov's page for registering and checking one's registration in this state.
    let voteGov: String

    init(_ code: String, _ name: String, office: String, voteGov: String) {
        self.code = code
        self.name = name
        self.office = office
        self.voteGov = voteGov
    }

    /// The row of `code` (a USPS code, any case); nil for a code not in the table.
    static func of(_ code: String) -> StateElectionOffice? {
        byCode[code.uppercased()]
    }

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    static let all: [StateElectionOffice] = [
        .init("AK", "Alaska", office: "https://www.elections.alaska.gov/", voteGov: "https://vote.gov/register/alaska"),
        .init("AL", "Alabama", office: "https://www.sos.alabama.gov/alabama-votes", voteGov: "https://vote.gov/register/alabama"),
        .init("AR", "Arkansas", office: "https://www.sos.arkansas.gov/elections/", voteGov: "https://vote.gov/register/arkansas"),
        .init("AS", "American Samoa", office: "https://aselectionoffice.gov/", voteGov: "https://vote.gov/register/american-samoa"),
        .init("AZ", "Arizona", office: "https://azsos.gov/elections", voteGov: "https://vote.gov/register/arizona"),
        .init("CA", "California", office: "https://www.sos.ca.gov/elections", voteGov: "https://vote.gov/register/california"),
        .init("CO", "Colorado", office: "https://www.sos.state.co.us/pubs/elections/", voteGov: "https://vote.gov/register/colorado"),
        .init("CT", "Connecticut", office: "https://portal.ct.gov/sots", voteGov: "https://vote.gov/register/connecticut"),
        .init("DC", "District of Columbia", office: "https://dcboe.org/", voteGov: "https://vote.gov/register/district-of-columbia"),
        .init("DE", "Delaware", office: "https://elections.delaware.gov/index.shtml", voteGov: "https://vote.gov/register/delaware"),
        .init("FL", "Florida", office: "https://dos.myflorida.com/elections/", voteGov: "https://vote.gov/register/florida"),
        .init("GA", "Georgia", office: "https://sos.ga.gov/index.php/elections", voteGov: "https://vote.gov/register/georgia"),
        .init("GU", "Guam", office: "https://gec.guam.gov/", voteGov: "https://vote.gov/register/guam"),
        .init("HI", "Hawaii", office: "https://elections.hawaii.gov/", voteGov: "https://vote.gov/register/hawaii"),
        .init("IA", "Iowa", office: "https://sos.iowa.gov/", voteGov: "https://vote.gov/register/iowa"),
        .init("ID", "Idaho", office: "https://idahovotes.gov/", voteGov: "https://vote.gov/register/idaho"),
        .init("IL", "Illinois", office: "https://www.elections.il.gov/", voteGov: "https://vote.gov/register/illinois"),
        .init("IN", "Indiana", office: "https://www.in.gov/sos/elections/", voteGov: "https://vote.gov/register/indiana"),
        .init("KS", "Kansas", office: "https://sos.ks.gov/elections/elections.html", voteGov: "https://vote.gov/register/kansas"),
        .init("KY", "Kentucky", office: "https://elect.ky.gov/Pages/default.aspx", voteGov: "https://vote.gov/register/kentucky"),
        .init("LA", "Louisiana", office: "https://www.sos.la.gov/ElectionsAndVoting/Pages/default.aspx", voteGov: "https://vote.gov/register/louisiana"),
        .init("MA", "Massachusetts", office: "https://www.sec.state.ma.us/ele/eleidx.htm", voteGov: "https://vote.gov/register/massachusetts"),
        .init("MD", "Maryland", office: "https://elections.maryland.gov/", voteGov: "https://vote.gov/register/maryland"),
        .init("ME", "Maine", office: "https://www.maine.gov/sos/cec/elec/", voteGov: "https://vote.gov/register/maine"),
        .init("MI", "Michigan", office: "https://www.michigan.gov/sos/elections", voteGov: "https://vote.gov/register/michigan"),
        .init("MN", "Minnesota", office: "https://www.sos.state.mn.us/elections-voting/", voteGov: "https://vote.gov/register/minnesota"),
        .init("MO", "Missouri", office: "https://www.sos.mo.gov/elections", voteGov: "https://vote.gov/register/missouri"),
        .init("MP", "Northern Mariana Islands", office: "https://www.votecnmi.gov.mp/", voteGov: "https://vote.gov/register/northern-mariana-islands"),
        .init("MS", "Mississippi", office: "https://www.sos.ms.gov/elections-voting/voter-registration-information", voteGov: "https://vote.gov/register/mississippi"),
        .init("MT", "Montana", office: "https://votemt.gov/", voteGov: "https://vote.gov/register/montana"),
        .init("NC", "North Carolina", office: "https://www.ncsbe.gov/voting", voteGov: "https://vote.gov/register/north-carolina"),
        .init("ND", "North Dakota", office: "https://vip.sos.nd.gov/PortalList.aspx", voteGov: "https://vote.gov/register/north-dakota"),
        .init("NE", "Nebraska", office: "https://sos.nebraska.gov/elections/2020-elections", voteGov: "https://vote.gov/register/nebraska"),
        .init("NH", "New Hampshire", office: "https://sos.nh.gov/home", voteGov: "https://vote.gov/register/new-hampshire"),
        .init("NJ", "New Jersey", office: "https://www.state.nj.us/state/elections/index.shtml", voteGov: "https://vote.gov/register/new-jersey"),
        .init("NM", "New Mexico", office: "https://www.sos.state.nm.us/voting-and-elections/", voteGov: "https://vote.gov/register/new-mexico"),
        .init("NV", "Nevada", office: "https://www.nvsos.gov/sos/elections", voteGov: "https://vote.gov/register/nevada"),
        .init("NY", "New York", office: "https://www.elections.ny.gov/", voteGov: "https://vote.gov/register/new-york"),
        .init("OH", "Ohio", office: "https://www.sos.state.oh.us/elections/", voteGov: "https://vote.gov/register/ohio"),
        .init("OK", "Oklahoma", office: "https://www.ok.gov/elections/", voteGov: "https://vote.gov/register/oklahoma"),
        .init("OR", "Oregon", office: "https://sos.oregon.gov/voting-elections/Pages/default.aspx", voteGov: "https://vote.gov/register/oregon"),
        .init("PA", "Pennsylvania", office: "https://www.pa.gov/guides/voting-and-elections/", voteGov: "https://vote.gov/register/pennsylvania"),
        .init("PR", "Puerto Rico", office: "https://ww2.ceepur.org/", voteGov: "https://vote.gov/register/puerto-rico"),
        .init("RI", "Rhode Island", office: "https://elections.ri.gov/", voteGov: "https://vote.gov/register/rhode-island"),
        .init("SC", "South Carolina", office: "https://www.scvotes.gov/", voteGov: "https://vote.gov/register/south-carolina"),
        .init("SD", "South Dakota", office: "https://sdsos.gov/elections-voting/", voteGov: "https://vote.gov/register/south-dakota"),
        .init("TN", "Tennessee", office: "https://sos.tn.gov/elections", voteGov: "https://vote.gov/register/tennessee"),
        .init("TX", "Texas", office: "https://www.votetexas.gov/index.html", voteGov: "https://vote.gov/register/texas"),
        .init("UT", "Utah", office: "https://elections.utah.gov/", voteGov: "https://vote.gov/register/utah"),
        .init("VA", "Virginia", office: "https://www.elections.virginia.gov/", voteGov: "https://vote.gov/register/virginia"),
        .init("VI", "U.S. Virgin Islands", office: "https://www.vivote.gov/voters/register-to-vote/", voteGov: "https://vote.gov/register/us-virgin-islands"),
        .init("VT", "Vermont", office: "https://sos.vermont.gov/elections/", voteGov: "https://vote.gov/register/vermont"),
        .init("WA", "Washington", office: "https://www.sos.wa.gov/elections/", voteGov: "https://vote.gov/register/washington"),
        .init("WI", "Wisconsin", office: "https://elections.wi.gov/voters", voteGov: "https://vote.gov/register/wisconsin"),
        .init("WV", "West Virginia", office: "https://sos.wv.gov/elections/Pages/default.aspx", voteGov: "https://vote.gov/register/west-virginia"),
        .init("WY", "Wyoming", office: "https://sos.wyo.gov/elections/state/registeringtovote.aspx", voteGov: "https://vote.gov/register/wyoming"),
    ]
}
