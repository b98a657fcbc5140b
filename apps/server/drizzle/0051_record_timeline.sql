CREATE TABLE "timeline_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"type" text NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"from_state" text DEFAULT '' NOT NULL,
	"to_state" text DEFAULT '' NOT NULL,
	"file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"link_kind" text,
	"link_id" integer,
	"link_label" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_entries_type_check" CHECK (type in ('state', 'comment', 'attachment', 'link', 'event', 'activity'))
);
--> statement-breakpoint
ALTER TABLE "timeline_entries" ADD CONSTRAINT "timeline_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_entries" ADD CONSTRAINT "timeline_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_entries_record_at_idx" ON "timeline_entries" USING btree ("org_id","record_kind","record_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- hand-written: the history the timelines show, moved onto timeline_entries (docs/architecture.md §3e).
-- A customer's events (what customer_events held for its timeline), each owner's name as it reads
-- now; `followed_up` rows stay off: the follow-up itself is on the timeline (next statement).
INSERT INTO "timeline_entries" ("org_id", "record_kind", "record_id", "type", "action", "body", "data", "author_user_id", "at")
SELECT e."org_id", 'customer', e."customer_id", 'event', e."kind", e."reason",
  jsonb_build_object('fromOwnerName', coalesce(f."name", ''), 'toOwnerName', coalesce(t."name", '')),
  e."actor_user_id", e."at"
FROM "customer_events" e
LEFT JOIN "users" f ON f."id" = e."from_owner_user_id"
LEFT JOIN "users" t ON t."id" = e."to_owner_user_id"
WHERE e."kind" <> 'followed_up'
ORDER BY e."id";--> statement-breakpoint
-- Every CRM follow-up (跟进记录 stays its own record), with its files and next follow-up.
INSERT INTO "timeline_entries" ("org_id", "record_kind", "record_id", "type", "action", "body", "file_ids", "data", "author_user_id", "at")
SELECT a."org_id", 'customer', a."customer_id", 'activity', a."kind", a."content", a."attachment_file_ids",
  jsonb_build_object(
    'activityId', a."id",
    'nextFollowUpAt', to_char(a."next_follow_up_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'callRecordId', to_jsonb(a."call_record_id")
  ),
  a."author_user_id", a."created_at"
FROM "customer_activities" a
ORDER BY a."id";--> statement-breakpoint
-- Every supplier activity (供应商动态 stays its own record for the feed), at the time it took place.
INSERT INTO "timeline_entries" ("org_id", "record_kind", "record_id", "type", "action", "body", "file_ids", "data", "author_user_id", "at")
SELECT s."org_id", 'supplier', s."supplier_id", 'activity', s."kind", s."content", s."attachment_file_ids",
  jsonb_build_object('activityId', s."id"), s."author_user_id", s."occurred_at"
FROM "supply_supplier_activities" s
ORDER BY s."id";--> statement-breakpoint
-- Every receipt already reversed: its `reverse` state change, by whoever posted the reversal, when.
INSERT INTO "timeline_entries" ("org_id", "record_kind", "record_id", "type", "action", "from_state", "to_state", "author_user_id", "at")
SELECT r."org_id", 'stockReceipt', r."reverses_document_id", 'state', 'reverse', 'posted', 'reversed', u."id", r."posted_at"
FROM "stock_documents" r
LEFT JOIN "users" u ON u."id" = r."posted_by"
WHERE r."kind" = 'reversal' AND r."reverses_document_id" IS NOT NULL
ORDER BY r."id";
