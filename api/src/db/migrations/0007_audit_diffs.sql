-- Issue 28 finding 1 (decision 119): audit rows written before it hold whole snapshots of the
-- record (a lead's name, e-mail, mobile and message). Keep only the fields that changed, as
-- recordAudit (auditDiff) now writes them; a creation or removal (one side null) is left whole.
-- Both SET expressions read the row as it was.
UPDATE "audit_log" SET
	"before" = (SELECT coalesce(jsonb_object_agg(k, "before" -> k), '{}'::jsonb) FROM jsonb_object_keys("before") AS k WHERE ("before" -> k) IS DISTINCT FROM ("after" -> k)),
	"after" = (SELECT coalesce(jsonb_object_agg(k, "after" -> k), '{}'::jsonb) FROM jsonb_object_keys("after") AS k WHERE ("after" -> k) IS DISTINCT FROM ("before" -> k))
WHERE jsonb_typeof("before") = 'object' AND jsonb_typeof("after") = 'object';
