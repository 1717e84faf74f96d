CREATE VIRTUAL TABLE bill_search USING fts5(
    bill_id UNINDEXED, titles, summaries, tokenize = 'porter unicode61'
)
-- end of statement
-- CREATE TABLE 'main'.'bill_search_data'(id INTEGER PRIMARY KEY, block BLOB)
-- end of statement
-- CREATE TABLE 'main'.'bill_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID
-- end of statement
-- REPLACE INTO 'main'.'bill_search_data'(id, block) VALUES(?,?)
-- end of statement
-- REPLACE INTO 'main'.'bill_search_data'(id, block) VALUES(?,?)
-- end of statement
-- CREATE TABLE 'main'.'bill_search_content'(id INTEGER PRIMARY KEY, c0, c1, c2)
-- end of statement
-- CREATE TABLE 'main'.'bill_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB)
-- end of statement
-- CREATE TABLE 'main'.'bill_search_config'(k PRIMARY KEY, v) WITHOUT ROWID
-- end of statement
-- REPLACE INTO 'main'.'bill_search_config' VALUES(?,?)
-- end of statement
-- PRAGMA 'main'.data_version
-- end of statement
-- SELECT k, v FROM 'main'.'bill_search_config'
-- end of statement
