/// One named migration, its body written once: a list of steps, each a statement both engines run
/// (rendered from `SchemaDDL`) or one engine's own where the engines differ for real (triggers,
/// full-text search, the tallies only PostgreSQL keeps). Each engine runs its rendering in order,
/// one statement at a time, and records the name.
package struct SchemaMigration: Sendable {
    package enum Step: Sendable, ExpressibleByStringInterpolation {
        /// A statement both engines run, each in its own spelling.
        case both(SchemaDDL)
        /// A statement only SQLite runs.
        case sqlite(String)
        /// A statement only PostgreSQL runs.
        case postgres(String)

        package init(stringLiteral value: String) {
            self = .both(SchemaDDL(stringLiteral: value))
        }

        package init(stringInterpolation: SchemaDDL.StringInterpolation) {
            self = .both(SchemaDDL(stringInterpolation: stringInterpolation))
        }

        package func rendered(for dialect: SQLDialect) -> String? {
            switch (self, dialect) {
            case (.both(let ddl), _): ddl.rendered(for: dialect)
            case (.sqlite(let sql), .sqlite), (.postgres(let sql), .postgres): sql
            case (.sqlite, .postgres), (.postgres, .sqlite): nil
            }
        }
    }

    /// The name each engine records once the migration ran; never changed after it shipped.
    package let name: String
    package let steps: [Step]

    package init(_ name: String, _ steps: [Step]) {
        self.name = name
        self.steps = steps
    }

    /// The statements `dialect` runs, in order.
    package func statements(for dialect: SQLDialect) -> [String] {
        steps.compactMap { $0.rendered(for: dialect) }
    }

    package var sqlite: [String] { statements(for: .sqlite) }
    package var postgres: [String] { statements(for: .postgres) }
}
