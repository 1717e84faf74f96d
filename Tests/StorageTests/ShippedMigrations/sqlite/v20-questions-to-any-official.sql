PRAGMA legacy_alter_table = ON
-- end of statement
CREATE TABLE question_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    asker_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    member_bioguide TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    hidden_reason TEXT,
    hidden_at DATETIME,
    answer_text TEXT,
    answerer_id INTEGER REFERENCES account(id) ON DELETE SET NULL,
    answerer_is_staff BOOLEAN,
    answered_at DATETIME,
    upvote_count INTEGER NOT NULL DEFAULT 0
)
-- end of statement
INSERT INTO question_new (id, asker_id, member_bioguide, text, created_at, hidden_reason, hidden_at,
    answer_text, answerer_id, answerer_is_staff, answered_at, upvote_count)
SELECT id, asker_id, member_bioguide, text, created_at, hidden_reason, hidden_at,
    answer_text, answerer_id, answerer_is_staff, answered_at, upvote_count FROM question
-- end of statement
DELETE FROM sqlite_sequence WHERE name = 'question_new'
-- end of statement
INSERT INTO sqlite_sequence (name, seq) SELECT 'question_new', seq FROM sqlite_sequence WHERE name = 'question'
-- end of statement
DROP TABLE question
-- end of statement
ALTER TABLE question_new RENAME TO question
-- end of statement
PRAGMA legacy_alter_table = OFF
-- end of statement
CREATE INDEX question_on_member ON question(member_bioguide, created_at)
-- end of statement
CREATE INDEX question_on_asker ON question(asker_id)
-- end of statement
CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id, hidden_reason)
    WHERE hidden_reason IS NULL
-- end of statement
