CREATE TABLE item_message (
    network TEXT NOT NULL,
    message_id TEXT NOT NULL,
    item TEXT NOT NULL,
    sent_at DATETIME NOT NULL,
    PRIMARY KEY (network, message_id)
) WITHOUT ROWID
-- end of statement
CREATE TABLE item_reaction (
    network TEXT NOT NULL,
    reaction_id TEXT NOT NULL,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    item TEXT NOT NULL,
    counted_at DATETIME NOT NULL,
    PRIMARY KEY (network, reaction_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX item_reaction_on_account ON item_reaction(account_id)
-- end of statement
