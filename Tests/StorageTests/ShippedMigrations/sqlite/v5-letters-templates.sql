CREATE TABLE letter_template (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    category TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL,
    like_count INTEGER NOT NULL DEFAULT 0,
    created_at DATETIME NOT NULL,
    updated_at DATETIME NOT NULL,
    hidden_reason TEXT,
    hidden_at DATETIME
)
-- end of statement
CREATE INDEX letter_template_on_author ON letter_template(author_id)
-- end of statement
CREATE INDEX letter_template_top ON letter_template(like_count DESC, id DESC) WHERE hidden_reason IS NULL
-- end of statement
-- a search checks its matches (hidden?) and ranks them by likes here: a few small index
-- pages instead of every matching row with its body
CREATE INDEX letter_template_likes ON letter_template(id, like_count, hidden_reason)
-- end of statement
CREATE INDEX letter_template_category_new ON letter_template(category, id DESC) WHERE hidden_reason IS NULL
-- end of statement
CREATE INDEX letter_template_category_top ON letter_template(category, like_count DESC, id DESC)
    WHERE hidden_reason IS NULL
-- end of statement
CREATE TABLE letter_template_tag (
    tag TEXT NOT NULL COLLATE NOCASE,
    template_id INTEGER NOT NULL REFERENCES letter_template(id) ON DELETE CASCADE,
    PRIMARY KEY (tag, template_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX letter_template_tag_on_template ON letter_template_tag(template_id)
-- end of statement
CREATE TABLE letter_template_like (
    template_id INTEGER NOT NULL REFERENCES letter_template(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (template_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX letter_template_like_on_account ON letter_template_like(account_id)
-- end of statement
CREATE TRIGGER letter_template_like_added AFTER INSERT ON letter_template_like BEGIN
    UPDATE letter_template SET like_count = like_count + 1 WHERE id = NEW.template_id;
END
-- end of statement
CREATE TRIGGER letter_template_like_removed AFTER DELETE ON letter_template_like BEGIN
    UPDATE letter_template SET like_count = like_count - 1 WHERE id = OLD.template_id;
END
-- end of statement
CREATE TABLE letter_template_comment (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    template_id INTEGER NOT NULL REFERENCES letter_template(id) ON DELETE CASCADE,
    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    created_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX letter_template_comment_on_template ON letter_template_comment(template_id, id)
-- end of statement
CREATE INDEX letter_template_comment_on_author ON letter_template_comment(author_id)
-- end of statement
CREATE VIRTUAL TABLE letter_template_search USING fts5(
    title, tags, body, content='letter_template', content_rowid='id', tokenize='porter unicode61'
)
-- end of statement
-- CREATE TABLE 'main'.'letter_template_search_data'(id INTEGER PRIMARY KEY, block BLOB)
-- end of statement
-- CREATE TABLE 'main'.'letter_template_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID
-- end of statement
-- REPLACE INTO 'main'.'letter_template_search_data'(id, block) VALUES(?,?)
-- end of statement
-- REPLACE INTO 'main'.'letter_template_search_data'(id, block) VALUES(?,?)
-- end of statement
-- CREATE TABLE 'main'.'letter_template_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB)
-- end of statement
-- CREATE TABLE 'main'.'letter_template_search_config'(k PRIMARY KEY, v) WITHOUT ROWID
-- end of statement
-- REPLACE INTO 'main'.'letter_template_search_config' VALUES(?,?)
-- end of statement
-- PRAGMA 'main'.data_version
-- end of statement
-- SELECT k, v FROM 'main'.'letter_template_search_config'
-- end of statement
CREATE TRIGGER letter_template_indexed AFTER INSERT ON letter_template BEGIN
    INSERT INTO letter_template_search (rowid, title, tags, body) VALUES (NEW.id, NEW.title, NEW.tags, NEW.body);
END
-- end of statement
CREATE TRIGGER letter_template_unindexed AFTER DELETE ON letter_template BEGIN
    INSERT INTO letter_template_search (letter_template_search, rowid, title, tags, body)
        VALUES ('delete', OLD.id, OLD.title, OLD.tags, OLD.body);
END
-- end of statement
CREATE TRIGGER letter_template_reindexed AFTER UPDATE OF title, tags, body ON letter_template BEGIN
    INSERT INTO letter_template_search (letter_template_search, rowid, title, tags, body)
        VALUES ('delete', OLD.id, OLD.title, OLD.tags, OLD.body);
    INSERT INTO letter_template_search (rowid, title, tags, body) VALUES (NEW.id, NEW.title, NEW.tags, NEW.body);
END
-- end of statement
