import Foundation
@testable import MatrixClient
import Testing

/// The JSON reader and writer the client reads every answer and writes every request with.
@Suite("Matrix JSON reading and writing")
struct MatrixJSONReaderTests {
    static func read(_ text: String) -> MatrixJSON? { MatrixJSON.decoded(Data(text.utf8)) }

    @Test("Every kind of value is read, with the nesting kept")
    func readsValues() throws {
        let value = try #require(Self.read("""
             {"a": [1, -2.5, 1e3, 0, true, false, null, "x"], "b": {"c": {}}, "d": [], "e": -0.125E+2}\t\r\n
            """))
        #expect(value == .object([
            "a": .array([.number(1), .number(-2.5), .number(1000), .number(0), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object(["c": .object([:])]), "d": .array([]), "e": .number(-12.5),
        ]))
        #expect(Self.read("9007199254740993")?.number == 9_007_199_254_740_993)
        #expect(Self.read("1e300")?.number == 1e300)
    }

    @Test("Escapes, surrogate pairs and plain UTF-8 are read as the text they stand for")
    func readsStrings() {
        #expect(Self.read(#""a\"b\\c\/d\b\f\n\r\t""#)?.string == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(Self.read(#""\u00e9\u4e2d\ud83d\ude00""#)?.string == "é中😀")
        #expect(Self.read("\"é中😀\"")?.string == "é中😀")
        // a lone surrogate is no character: it becomes U+FFFD and the rest is kept
        #expect(Self.read(#""a\ud83db""#)?.string == "a\u{FFFD}b")
    }

    @Test("Text that is not JSON is nil, whatever part of it is wrong", arguments: [
        "", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "01", "1.", "-", ".5", "1e", "tru", "nul", "\"abc",
        "\"a\u{1}b\"", #""\x""#, #""\u12""#, "[1] [2]", "{\"a\":1}}", "+1", "NaN",
    ])
    func refusesNonJSON(_ text: String) {
        #expect(Self.read(text) == nil)
    }

    @Test("Nesting deeper than the limit is refused instead of exhausting the stack")
    func refusesDeepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.read(deep) == nil)
        let allowed = String(repeating: "[", count: MatrixJSONReader.maxDepth) + String(repeating: "]", count: MatrixJSONReader.maxDepth)
        #expect(Self.read(allowed) != nil)
    }

    @Test("What is written reads back as the same value, whole numbers as integers")
    func roundTrips() throws {
        let value = MatrixJSON.object([
            "text": .string("quote \" backslash \\ newline \n tab \t bell \u{7} é 😀"),
            "numbers": .array([.number(1), .number(-42), .number(0.5), .number(1e20), .number(-1e-7)]),
            "flags": .array([.bool(true), .bool(false), .null]), "nested": .object(["empty": .object([:]), "list": .array([])]),
        ])
        let text = String(decoding: value.encoded(), as: UTF8.self)
        #expect(Self.read(text) == value)
        #expect(String(decoding: MatrixJSON.array([.number(50), .number(2.5)]).encoded(), as: UTF8.self) == "[50,2.5]")
        #expect(String(decoding: MatrixJSON.string("a\u{1}").encoded(), as: UTF8.self) == #""a\u0001""#)
        // Foundation's reader agrees with what is written
        let foundation = try JSONSerialization.jsonObject(with: value.encoded()) as? NSDictionary
        #expect((foundation?["text"] as? String) == value["text"]?.string)
    }
}
