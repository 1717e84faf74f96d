CREATE TABLE letter (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    template_id INTEGER REFERENCES letter_template(id) ON DELETE SET NULL,
    body TEXT NOT NULL DEFAULT '',
    signature TEXT,
    stage TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    updated_at DATETIME NOT NULL,
    sent_at DATETIME
)
-- end of statement
CREATE INDEX letter_on_author ON letter(author_id, id)
-- end of statement
CREATE TABLE letter_recipient (
    letter_id INTEGER NOT NULL REFERENCES letter(id) ON DELETE CASCADE,
    bioguide_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    status TEXT NOT NULL,
    reason TEXT,
    updated_at DATETIME NOT NULL,
    PRIMARY KEY (letter_id, bioguide_id)
) WITHOUT ROWID
-- end of statement
CREATE TABLE outgoing_mail (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER REFERENCES account(id) ON DELETE CASCADE,
    letter_id INTEGER REFERENCES letter(id) ON DELETE CASCADE,
    bioguide_id TEXT,
    purpose TEXT NOT NULL,
    to_address TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    message_id TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at DATETIME NOT NULL,
    reason TEXT,
    created_at DATETIME NOT NULL,
    updated_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX outgoing_mail_due ON outgoing_mail(next_attempt_at, id) WHERE status IN ('queued', 'sending')
-- end of statement
CREATE INDEX outgoing_mail_on_letter ON outgoing_mail(letter_id)
-- end of statement
CREATE TABLE letter_fingerprint (
    bioguide_id TEXT NOT NULL,
    sent_at DATETIME NOT NULL,
    letter_id INTEGER NOT NULL REFERENCES letter(id) ON DELETE CASCADE,
    minhash BLOB NOT NULL,
    PRIMARY KEY (bioguide_id, sent_at, letter_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX letter_fingerprint_on_letter ON letter_fingerprint(letter_id)
-- end of statement
CREATE TABLE letter_writer (
    account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
    signature_name TEXT,
    city TEXT,
    email TEXT,
    pending_email TEXT,
    pending_code TEXT,
    pending_expires_at DATETIME,
    pending_attempts INTEGER NOT NULL DEFAULT 0
)
-- end of statement
