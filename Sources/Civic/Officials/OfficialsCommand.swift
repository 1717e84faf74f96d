import Chat
import Storage

/// `officials <city>`: a city's mayor and council members, as Open States lists them. Public
/// facts, so it answers where it was asked.
struct OfficialsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "officials", usage: "officials <city>",
        summary: "A city's mayor and council members, with phone, email and website (e.g. officials San Francisco).",
        category: "Members")

    /// Cities named in a refusal, as examples of what to type.
    static let examples = 3

    func run(_ context: CommandContext) async throws {
        let city = TypedWord.trimmingTrailingPunctuation(context.arguments)
        guard !city.isEmpty, city.count <= 100 else { throw context.usageError() }
        let (officials, known) = try await civic.database.reading {
            (try $0.cityOfficials(of: city), try $0.citiesWithOfficials(limit: Self.examples))
        }
        guard !officials.isEmpty else {
            guard let example = known.first else {
                throw CommandFailure("I have no city officials yet; the operator loads them with: townhall import openstates DIR")
            }
            throw CommandFailure("I have no officials for \"\(city)\". Try \(context.typed("officials")) <city>, "
                + "e.g. \(context.typed("officials")) \(example) (cities I know include \(ZipCommand.list(known))).")
        }
        context.page(officials.map(OfficialText.contactLine))
    }
}
