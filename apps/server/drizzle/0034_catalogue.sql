CREATE TABLE "catalogue_fitting_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_fittings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"unit" text NOT NULL,
	"price" bigint NOT NULL,
	"cost_price" bigint,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"list_price" bigint NOT NULL,
	"cost_price" bigint,
	"tax_rate" text NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"serial_tracked" boolean DEFAULT false NOT NULL,
	"warranty_months" integer
);
--> statement-breakpoint
ALTER TABLE "catalogue_fitting_categories" ADD CONSTRAINT "catalogue_fitting_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_fittings" ADD CONSTRAINT "catalogue_fittings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_categories" ADD CONSTRAINT "catalogue_product_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_fitting_categories_parent_idx" ON "catalogue_fitting_categories" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_fittings_org_code_idx" ON "catalogue_fittings" USING btree ("org_id","code") WHERE "catalogue_fittings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "catalogue_fittings_category_idx" ON "catalogue_fittings" USING btree ("org_id","category_id");--> statement-breakpoint
CREATE INDEX "catalogue_product_categories_parent_idx" ON "catalogue_product_categories" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_org_sku_idx" ON "catalogue_products" USING btree ("org_id","sku") WHERE "catalogue_products"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_org_barcode_idx" ON "catalogue_products" USING btree ("org_id","barcode") WHERE "catalogue_products"."deleted_at" is null and "catalogue_products"."barcode" <> '';--> statement-breakpoint
CREATE INDEX "catalogue_products_category_idx" ON "catalogue_products" USING btree ("org_id","category_id");