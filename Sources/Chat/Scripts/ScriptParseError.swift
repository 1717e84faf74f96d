/// A mistake in a script is reported like any other script failure: file, line, message.
public typealias ScriptParseError = ScriptFailure
