CREATE TABLE item_message (
    network TEXT NOT NULL,
    message_id TEXT NOT NULL,
    item TEXT NOT NULL,
    sent_at TEXT NOT NULL,
    PRIMARY KEY (network, message_id)
)
-- end of statement
CREATE TABLE item_reaction (
    network TEXT NOT NULL,
    reaction_id TEXT NOT NULL,
    account_id BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    item TEXT NOT NULL,
    counted_at TEXT NOT NULL,
    PRIMARY KEY (network, reaction_id)
)
-- end of statement
CREATE INDEX item_reaction_on_account ON item_reaction(account_id)
-- end of statement
