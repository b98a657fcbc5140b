CREATE TABLE "call_webhook_event_ids" (
	"source_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"call_record_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_webhook_event_ids_source_id_event_id_pk" PRIMARY KEY("source_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "call_webhook_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"vendor" text DEFAULT 'tinet' NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_webhook_event_ids" ADD CONSTRAINT "call_webhook_event_ids_source_id_call_webhook_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."call_webhook_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_webhook_sources" ADD CONSTRAINT "call_webhook_sources_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_webhook_sources_key" ON "call_webhook_sources" USING btree ("source_key");