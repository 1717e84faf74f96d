CREATE TABLE question (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    asker_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
    text TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    hidden_reason TEXT,
    hidden_at DATETIME,
    answer_text TEXT,
    answerer_id INTEGER REFERENCES account(id) ON DELETE SET NULL,
    answerer_is_staff BOOLEAN,
    answered_at DATETIME
)
-- end of statement
CREATE INDEX question_on_member ON question(member_bioguide, created_at)
-- end of statement
CREATE INDEX question_on_asker ON question(asker_id)
-- end of statement
CREATE TABLE question_tag (
    question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,
    tag TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (question_id, tag)
) WITHOUT ROWID
-- end of statement
CREATE INDEX question_tag_on_tag ON question_tag(tag, question_id)
-- end of statement
CREATE TABLE upvote (
    question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (question_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX upvote_on_account_day ON upvote(account_id, day)
-- end of statement
CREATE TABLE question_comment (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,
    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    created_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX question_comment_on_question ON question_comment(question_id, id)
-- end of statement
CREATE INDEX question_comment_on_author ON question_comment(author_id)
-- end of statement
CREATE TABLE verified_account (
    account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
    member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
    is_staff BOOLEAN NOT NULL,
    verified_at DATETIME NOT NULL
)
-- end of statement
