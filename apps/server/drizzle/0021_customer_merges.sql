CREATE TABLE "customer_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"moves" jsonb NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" integer,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_target_id_customers_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_source_id_customers_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_merges_target_idx" ON "customer_merges" USING btree ("org_id","target_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_merges_source_live_idx" ON "customer_merges" USING btree ("source_id") WHERE undone_at is null;