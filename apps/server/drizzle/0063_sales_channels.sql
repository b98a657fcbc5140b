CREATE TABLE "sale_external_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"via" text NOT NULL,
	"event_id" text NOT NULL,
	"item_index" integer NOT NULL,
	"ext_order_no" text DEFAULT '' NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"raw" jsonb NOT NULL,
	"raw_escaped" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"duplicate" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_key" text DEFAULT '' NOT NULL,
	"error_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sale_order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "sale_external_orders_status_check" CHECK ("sale_external_orders"."status" in ('pending', 'applied', 'rejected', 'conflict', 'failed')),
	CONSTRAINT "sale_external_orders_via_check" CHECK ("sale_external_orders"."via" in ('push', 'file'))
);
--> statement-breakpoint
CREATE TABLE "sale_statement_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"ext_order_no" text NOT NULL,
	"sale_order_id" integer,
	"result" text NOT NULL,
	"platform_fen" bigint DEFAULT 0 NOT NULL,
	"fees_fen" bigint DEFAULT 0 NOT NULL,
	"expected_fen" bigint DEFAULT 0 NOT NULL,
	"difference_fen" bigint DEFAULT 0 NOT NULL,
	"collected_fen" bigint DEFAULT 0 NOT NULL,
	"explained" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_statement_results_result_check" CHECK ("sale_statement_results"."result" in ('matched', 'amountDiffers', 'missingInAtrium', 'missingOnPlatform'))
);
--> statement-breakpoint
CREATE TABLE "sale_statement_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"txn_id" text NOT NULL,
	"ext_order_no" text NOT NULL,
	"ext_order_sn" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_statement_rows_kind_check" CHECK ("sale_statement_rows"."kind" in ('sale', 'refund', 'fee', 'commission', 'other'))
);
--> statement-breakpoint
CREATE TABLE "sale_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"reconciled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_statements_period_check" CHECK ("sale_statements"."period_from" <= "sale_statements"."period_to")
);
--> statement-breakpoint
ALTER TABLE "sale_external_orders" ADD CONSTRAINT "sale_external_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_external_orders" ADD CONSTRAINT "sale_external_orders_source_id_sale_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sale_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_external_orders" ADD CONSTRAINT "sale_external_orders_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_statement_results" ADD CONSTRAINT "sale_statement_results_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_statement_results" ADD CONSTRAINT "sale_statement_results_statement_id_sale_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."sale_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_statement_rows" ADD CONSTRAINT "sale_statement_rows_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_statement_rows" ADD CONSTRAINT "sale_statement_rows_statement_id_sale_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."sale_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_statements" ADD CONSTRAINT "sale_statements_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_statements" ADD CONSTRAINT "sale_statements_source_id_sale_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sale_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_external_orders_event_item_idx" ON "sale_external_orders" USING btree ("source_id","event_id","item_index");--> statement-breakpoint
CREATE INDEX "sale_external_orders_org_id_idx" ON "sale_external_orders" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sale_external_orders_source_id_idx" ON "sale_external_orders" USING btree ("source_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sale_external_orders_org_no_idx" ON "sale_external_orders" USING btree ("org_id","ext_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_statement_results_statement_order_idx" ON "sale_statement_results" USING btree ("statement_id","ext_order_no");--> statement-breakpoint
CREATE INDEX "sale_statement_results_statement_result_idx" ON "sale_statement_results" USING btree ("statement_id","result","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_statement_rows_source_txn_idx" ON "sale_statement_rows" USING btree ("org_id","source_id","txn_id");--> statement-breakpoint
CREATE INDEX "sale_statement_rows_statement_order_idx" ON "sale_statement_rows" USING btree ("statement_id","ext_order_no");--> statement-breakpoint
CREATE INDEX "sale_statement_rows_source_order_idx" ON "sale_statement_rows" USING btree ("org_id","source_id","ext_order_no");--> statement-breakpoint
CREATE INDEX "sale_statements_org_id_idx" ON "sale_statements" USING btree ("org_id","id" DESC NULLS FIRST);