-- Hand-written backfill (issue 33): the column's default (20) is the paid plans' number; the free plan keeps 2.
-- Administrators change either number on /admin/plans afterwards.
UPDATE "plans" SET "saved_characters" = 2 WHERE "type" = 'free';
