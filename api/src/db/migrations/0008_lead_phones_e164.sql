-- Decision 123: lead phones are stored in E.164. New leads are normalised by the API with
-- libphonenumber-js (default region IN); this brings the stored ones to the same spelling for
-- the shapes that are unambiguous without the library: an Indian mobile (10 digits from 6 to 9)
-- written with or without 0, 91, +91 or 0091, and any number already written as + and digits
-- with spaces, dots, dashes or brackets. Anything else (landlines without a code, text) stays
-- exactly as the visitor typed it: nothing submitted is lost.
WITH "cleaned" AS (
	SELECT "id", regexp_replace("mobile", '[[:space:]().-]', '', 'g') AS "digits"
	FROM "leads"
	WHERE "mobile" IS NOT NULL
)
UPDATE "leads" SET "mobile" = CASE
	WHEN "cleaned"."digits" ~ '^(\+91|0091|91|0)?[6-9][0-9]{9}$' THEN '+91' || right("cleaned"."digits", 10)
	ELSE "cleaned"."digits"
END
FROM "cleaned"
WHERE "cleaned"."id" = "leads"."id"
	AND ("cleaned"."digits" ~ '^(\+91|0091|91|0)?[6-9][0-9]{9}$' OR "cleaned"."digits" ~ '^\+[1-9][0-9]{6,14}$');
