CREATE INDEX bill_on_sponsor ON bill(sponsor_bioguide)
-- end of statement
