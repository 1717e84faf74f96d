import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// One person on the benchmark homeserver, speaking the Client-Server API (v3) over plain HTTP:
/// logs in, opens a DM with the bot, sends as fast as Synapse takes its messages, and long-polls
/// `/sync` on its own so each of the bot's replies is stamped when it reaches this client.
/// (TownhallApp's MatrixAPI is internal to the app; this is the small part a load client needs.)
final class MatrixLoadUser: Sendable {
    let local: String
    private let homeserver: String
    private let client: HTTPClient
    private let token = Mutex("")
    /// Bodies of the bot's messages in the DM, with their arrival time (ns, monotonic).
    private let replies = Mutex<[(body: String, at: UInt64)]>([])
    private let joinedByBot = Mutex<Set<String>>([])
    /// The /sync position: replies are read from where the DM's creation left off.
    private let since = Mutex<String?>(nil)

    init(local: String, homeserver: String, client: HTTPClient) {
        self.local = local
        self.homeserver = homeserver
        self.client = client
    }

    func login(password: String) async throws {
        let answer = try await call(.POST, "login", body: [
            "type": "m.login.password", "identifier": ["type": "m.id.user", "user": local], "password": password,
        ])
        token.withLock { $0 = answer["access_token"] as? String ?? "" }
    }

    /// A direct room with `bot` invited; returns once the bot has joined it (seen through /sync).
    func directRoom(with bot: String, timeout: Duration) async throws -> String {
        let answer = try await call(.POST, "createRoom", body: [
            "preset": "trusted_private_chat", "is_direct": true, "invite": [bot],
        ])
        guard let room = answer["room_id"] as? String else { throw LoadFailure("\(local): createRoom gave no room_id") }
        let deadline = ContinuousClock.now + timeout
        var since: String?
        while !joinedByBot.withLock({ $0.contains(room) }) {
            guard ContinuousClock.now < deadline else { throw LoadFailure("\(local): \(bot) never joined the DM \(room)") }
            since = try await syncOnce(since: since, room: room, bot: bot)
        }
        replies.withLock { $0 = [] }
        self.since.withLock { $0 = since }
        return room
    }

    /// Sends `text` as an m.text message; returns when Synapse has accepted it.
    func say(_ text: String, in room: String) async throws {
        _ = try await call(.PUT, "rooms", room, "send", "m.room.message", UUID().uuidString,
                           body: ["msgtype": "m.text", "body": text])
    }

    /// Long-polls until `count` replies from `bot` in `room` have arrived, or throws at `timeout`.
    func waitForReplies(_ count: Int, in room: String, from bot: String, timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while replies.withLock({ $0.count }) < count {
            guard ContinuousClock.now < deadline else {
                throw LoadFailure("\(local): \(replies.withLock { $0.count }) of \(count) replies within \(timeout)")
            }
            let next = try await syncOnce(since: since.withLock { $0 }, room: room, bot: bot)
            since.withLock { $0 = next }
        }
    }

    var replyTimes: [(body: String, at: UInt64)] { replies.withLock { $0 } }

    /// A private room of this user's with `user` invited; returns its id.
    func createRoom(inviting user: String) async throws -> String {
        let answer = try await call(.POST, "createRoom", body: ["preset": "private_chat", "invite": [user]])
        guard let room = answer["room_id"] as? String else { throw LoadFailure("\(local): createRoom gave no room_id") }
        return room
    }

    func join(_ room: String) async throws {
        _ = try await call(.POST, "join", room, body: [:])
    }

    /// Reads `room` from now on: what `readReplies` finds is what `bot` says after this.
    func startReading(_ room: String, from bot: String) async throws {
        let now = try await syncOnce(since: nil, room: room, bot: bot, timeout: .zero)
        replies.withLock { $0 = [] }
        since.withLock { $0 = now }
    }

    /// One long-poll of `room` (at most `waiting`), keeping what `bot` said there.
    func readReplies(in room: String, from bot: String, waiting: Duration) async throws {
        let next = try await syncOnce(since: since.withLock { $0 }, room: room, bot: bot, timeout: waiting)
        since.withLock { $0 = next }
    }

    /// How many messages of the bot's were read so far.
    func replyCount(in room: String) -> Int { replies.withLock { $0.count } }

    /// One /sync of `room` alone: records the bot's membership and its messages there; returns next_batch.
    private func syncOnce(since: String?, room: String, bot: String, timeout: Duration = .seconds(5)) async throws -> String? {
        // a burst of replies can pass the default 10 timeline events of one sync
        let filter = #"{"room":{"rooms":["\#(room)"],"timeline":{"limit":1000}}}"#
        var query = [("timeout", String(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)),
                     ("filter", filter)]
        if let since { query.append(("since", since)) }
        let answer = try await call(.GET, "sync", query: query)
        let now = DispatchTime.now().uptimeNanoseconds
        let joined = (answer["rooms"] as? [String: Any])?["join"] as? [String: Any] ?? [:]
        if let mine = joined[room] as? [String: Any] {
            let state = (mine["state"] as? [String: Any])?["events"] as? [[String: Any]] ?? []
            let timeline = (mine["timeline"] as? [String: Any])?["events"] as? [[String: Any]] ?? []
            for event in state + timeline where event["sender"] as? String == bot {
                let content = event["content"] as? [String: Any] ?? [:]
                switch event["type"] as? String {
                case "m.room.member" where content["membership"] as? String == "join":
                    joinedByBot.withLock { _ = $0.insert(room) }
                case "m.room.message":
                    replies.withLock { $0.append((content["body"] as? String ?? "", now)) }
                default:
                    break
                }
            }
        }
        return answer["next_batch"] as? String
    }

    private func call(_ method: HTTPMethod, _ segments: String..., query: [(String, String)] = [],
                      body: [String: Any]? = nil) async throws -> [String: Any] {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text }
        var url = homeserver + "/_matrix/client/v3/" + segments.map(encode).joined(separator: "/")
        if !query.isEmpty { url += "?" + query.map { "\($0.0)=\(encode($0.1))" }.joined(separator: "&") }
        var request = HTTPClientRequest(url: url)
        request.method = method
        let bearer = token.withLock { $0 }
        if !bearer.isEmpty { request.headers.add(name: "Authorization", value: "Bearer \(bearer)") }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: Array(try JSONSerialization.data(withJSONObject: body))))
        }
        let response = try await client.execute(request, timeout: .seconds(30))
        let bytes = try await response.body.collect(upTo: 64 << 20)
        let json = (try? JSONSerialization.jsonObject(with: Data(bytes.readableBytesView))) as? [String: Any] ?? [:]
        guard response.status.code < 400 else {
            // the load users are unlimited: a 429 or any error is a failed run, not something to wait out
            throw LoadFailure("\(local): \(method) \(segments.first ?? "") answered HTTP \(response.status.code) \(json["errcode"] ?? "")")
        }
        return json
    }
}
