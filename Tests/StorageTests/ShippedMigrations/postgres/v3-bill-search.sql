CREATE TABLE bill_search (
    bill_id TEXT,
    titles TEXT,
    summaries TEXT,
    document tsvector GENERATED ALWAYS AS
        (to_tsvector('english'::regconfig, coalesce(titles, '') || ' ' || coalesce(summaries, ''))) STORED
)
-- end of statement
CREATE INDEX bill_search_on_bill ON bill_search(bill_id)
-- end of statement
CREATE INDEX bill_search_document ON bill_search USING GIN (document)
-- end of statement
