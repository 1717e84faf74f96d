import Chat
import Testing

@Suite("Script runner")
struct ScriptRunnerTests {
    func play(_ text: String) async throws -> ScriptResult {
        let script = try ScriptParser.parse(text, path: "t.convo")
        return await ScriptRunner().play(script, in: TestEnvironment())
    }

    @Test("a passing script with channels, DMs to others, setup, clock and nothing")
    func passes() async throws {
        let result = try await play("""
            Everything
            #setup
            admin root
            #me root #ops
            !shutdown
            #bot #ops
            root: stopping
            #me alice #civics
            !notify bob hi {*}
            #bot dm bob
            hi {*}
            #bot #civics
            alice: sent
            #me alice dm
            forget me
            #bot dm
            Really forget {*}
            #clock +11m
            #me alice dm
            yes
            #bot dm
            That question (forget me) timed out; nothing was done.
            #me alice #civics
            hello everyone
            #nothing
            #me alice dm
            help
            #bot dm
            General: {*}
            {...}
            Type help <command> for details.
            """)
        #expect(result.passed, "\(result.report)")
        #expect(result.turnsPlayed == 6)
        #expect(result.report == "PASS t.convo (6 turns)")
    }

    @Test("a wrong reply fails with a diff naming the lines")
    func wrongReply() async throws {
        let result = try await play("""
            Wrong
            #me alice #civics
            !ping
            #bot #civics
            alice: pang
            #me alice dm
            ping
            #bot dm
            pong
            """)
        #expect(!result.passed)
        #expect(result.turnsPlayed == 1)
        #expect(result.failure?.line == 2)
        #expect(result.report == """
            FAIL t.convo
            t.convo:2: replies differ to "!ping" (alice in #civics)
              #bot #civics
              - alice: pang    (expected, line 5)
              + alice: pong    (actual)
            """)
    }

    @Test("missing and extra replies are both shown")
    func missingAndExtra() async throws {
        let result = try await play("""
            Extra
            #me alice #civics
            !notify bob hi
            #bot #civics
            alice: sent
            alice: and more
            """)
        let report = try #require(result.failure).message
        #expect(report == """
            replies differ to "!notify bob hi" (alice in #civics)
              #bot #civics
              = alice: sent
              - alice: and more    (expected, line 6)
              #bot dm bob
              + hi    (actual)
            """)
    }

    @Test("#nothing fails when the bot answers")
    func nothingButAnswered() async throws {
        let result = try await play("T\n#me alice #c\n!ping\n#nothing")
        #expect(result.failure?.message == "expected no reply to \"!ping\" (alice in #c)\n  #bot #c\n  + alice: pong    (actual)")
    }

    @Test("{...} mismatches list every line")
    func anyLinesMismatch() async throws {
        let result = try await play("T\n#me alice dm\nhelp\n#bot dm\nNope\n{...}")
        let message = try #require(result.failure).message
        #expect(message.contains("  - Nope    (expected, line 5)\n  - {...}    (expected, line 6)\n  + General:"))
    }

    @Test("setup lines the app does not know fail with their line")
    func badSetup() async throws {
        let result = try await play("T\n#setup\nadmin root\nfly to the moon\n#me a dm\nping\n#bot dm\npong")
        #expect(result.failure == ScriptFailure(path: "t.convo", line: 4,
                                                message: "setup \"fly to the moon\" failed: unknown setup line: fly to the moon"))
    }

    @Test("services off is understood by the runner")
    func servicesOff() async throws {
        let result = try await play("""
            T
            #setup
            services off
            #me guest dm noaccount
            zip 94110
            #bot dm
            This network has no services accounts, so zip is not available here.
            """)
        #expect(result.passed, "\(result.report)")
    }

    @Test("the clock can be set and advanced")
    func clock() async throws {
        let clockCommand = ClosureCommand(CommandSpec(name: "now", summary: "Time.")) { context in
            context.reply("\(Int(context.now.timeIntervalSince1970))")
        }
        let script = try ScriptParser.parse("T\n#me a dm\nnow\n#bot dm\n1767268800\n#clock 2026-11-21T12:00:00Z\n#clock +1d\n#me a dm\nnow\n#bot dm\n1795348800")
        let result = await ScriptRunner().play(script, in: TestEnvironment(commands: [clockCommand]))
        #expect(result.passed, "\(result.report)")
    }
}

@Suite("Script runner, environment errors")
struct ScriptEnvironmentErrorTests {
    struct Broken: ScriptEnvironment {
        struct NoDatabase: Error {}
        func makeCore(clock: ManualClock) async throws -> ChatCore { throw NoDatabase() }
        func runSetup(_ line: String) async throws {}
    }

    @Test("a core that cannot be made fails the script, not the run")
    func cannotMakeCore() async throws {
        let script = try ScriptParser.parse("T\n#me a dm\nping\n#bot dm\npong", path: "t.convo")
        let result = await ScriptRunner().play(script, in: Broken())
        #expect(result.report == "FAIL t.convo\nt.convo:0: the environment could not make a core: NoDatabase()")
    }
}
