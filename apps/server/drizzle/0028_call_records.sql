CREATE TABLE "call_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"call_record_id" integer NOT NULL,
	"file_id" integer,
	"url" text,
	"duration_seconds" integer,
	"voice_status" text DEFAULT 'PENDING' NOT NULL,
	"convert_text" text,
	"transcriber" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_recordings_audio_check" CHECK ("call_recordings"."file_id" is not null or "call_recordings"."url" is not null)
);
--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"direction" text NOT NULL,
	"customer_number" text NOT NULL,
	"cno" text,
	"agent_user_id" integer,
	"customer_id" integer,
	"status" text DEFAULT 'ringing' NOT NULL,
	"outcome" text,
	"ring_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"activity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_records_outcome_check" CHECK (("call_records"."status" = 'ended') = ("call_records"."outcome" is not null))
);
--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_call_record_id_call_records_id_fk" FOREIGN KEY ("call_record_id") REFERENCES "public"."call_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_recordings_call_idx" ON "call_recordings" USING btree ("call_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_source_external_key" ON "call_records" USING btree ("org_id","source","external_id");--> statement-breakpoint
CREATE INDEX "call_records_org_ring_idx" ON "call_records" USING btree ("org_id","ring_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_records_org_agent_ring_idx" ON "call_records" USING btree ("org_id","agent_user_id","ring_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_records_customer_idx" ON "call_records" USING btree ("customer_id");