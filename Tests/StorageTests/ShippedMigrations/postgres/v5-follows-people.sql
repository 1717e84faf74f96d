CREATE TABLE person_follow (
    follower_id BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    followed_id BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    PRIMARY KEY (follower_id, followed_id)
)
-- end of statement
CREATE INDEX person_follow_on_followed ON person_follow(followed_id)
-- end of statement
