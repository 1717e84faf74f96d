CREATE TABLE rock_post (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    image_url TEXT NOT NULL,
    caption TEXT NOT NULL,
    like_count INTEGER NOT NULL DEFAULT 0,
    hidden_reason TEXT,
    created_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX rock_post_on_author ON rock_post(author_id, id)
-- end of statement
CREATE INDEX rock_post_top ON rock_post(like_count DESC, id DESC) WHERE hidden_reason IS NULL
-- end of statement
CREATE TABLE rock_post_tag (
    tag TEXT NOT NULL,
    post_id INTEGER NOT NULL REFERENCES rock_post(id) ON DELETE CASCADE,
    PRIMARY KEY (tag, post_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX rock_post_tag_on_post ON rock_post_tag(post_id)
-- end of statement
CREATE TABLE rock_post_like (
    post_id INTEGER NOT NULL REFERENCES rock_post(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (post_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX rock_post_like_on_account ON rock_post_like(account_id)
-- end of statement
CREATE TABLE rock_post_comment (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    post_id INTEGER NOT NULL REFERENCES rock_post(id) ON DELETE CASCADE,
    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    created_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX rock_post_comment_on_post ON rock_post_comment(post_id, id)
-- end of statement
CREATE INDEX rock_post_comment_on_author ON rock_post_comment(author_id)
-- end of statement
