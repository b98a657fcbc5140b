CREATE TABLE "sale_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"product_id" integer,
	"fitting_id" integer,
	"service_id" integer,
	"default_price" bigint NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_goods_one_item_check" CHECK (num_nonnulls("sale_goods"."product_id", "sale_goods"."fitting_id", "sale_goods"."service_id") = 1),
	CONSTRAINT "sale_goods_price_check" CHECK ("sale_goods"."default_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_goods_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"source_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "sale_goods_prices_price_check" CHECK ("sale_goods_prices"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sale_goods" ADD CONSTRAINT "sale_goods_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_goods_prices" ADD CONSTRAINT "sale_goods_prices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_goods_prices" ADD CONSTRAINT "sale_goods_prices_parent_id_sale_goods_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_goods_org_product_idx" ON "sale_goods" USING btree ("org_id","product_id") WHERE "sale_goods"."deleted_at" is null and "sale_goods"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_goods_org_fitting_idx" ON "sale_goods" USING btree ("org_id","fitting_id") WHERE "sale_goods"."deleted_at" is null and "sale_goods"."fitting_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_goods_org_service_idx" ON "sale_goods" USING btree ("org_id","service_id") WHERE "sale_goods"."deleted_at" is null and "sale_goods"."service_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_goods_org_id_idx" ON "sale_goods" USING btree ("org_id","id") WHERE "sale_goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_goods_prices_parent_idx" ON "sale_goods_prices" USING btree ("parent_id","line_no");