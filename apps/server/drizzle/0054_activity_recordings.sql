ALTER TABLE "customer_activities" ADD COLUMN "has_recording" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: follow-ups whose call already has a recording offer 录音; every follow-up's timeline
-- entry says whether it has one, as the services write it.
UPDATE "customer_activities" AS a SET "has_recording" = true
WHERE a."call_record_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "call_recordings" AS r WHERE r."org_id" = a."org_id" AND r."call_record_id" = a."call_record_id");--> statement-breakpoint
UPDATE "timeline_entries" AS e SET "data" = e."data" || jsonb_build_object('hasRecording', a."has_recording")
FROM "customer_activities" AS a
WHERE e."org_id" = a."org_id"
  AND e."record_kind" = 'customer'
  AND e."type" = 'activity'
  AND (e."data" ->> 'activityId')::int = a."id";
