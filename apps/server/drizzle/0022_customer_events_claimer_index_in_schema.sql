-- 0017 created this index by hand, outside the schema; this puts it in the snapshot and creates it only where it is missing.
CREATE INDEX IF NOT EXISTS "customer_events_org_claimer_idx" ON "customer_events" USING btree ("org_id","to_owner_user_id","at" DESC NULLS LAST) WHERE kind = 'claimed';
