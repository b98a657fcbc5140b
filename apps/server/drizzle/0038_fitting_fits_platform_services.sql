CREATE TABLE "catalogue_fitting_fits" (
	"org_id" integer NOT NULL,
	"fitting_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_fitting_fits_pkey" PRIMARY KEY("fitting_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_platform_service_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_platform_services" (
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
	"kind" text NOT NULL,
	"price" bigint NOT NULL,
	"validity_months" integer,
	"duration_minutes" integer,
	"sale_mode" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_fitting_fits" ADD CONSTRAINT "catalogue_fitting_fits_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_fitting_fits" ADD CONSTRAINT "catalogue_fitting_fits_fitting_id_catalogue_fittings_id_fk" FOREIGN KEY ("fitting_id") REFERENCES "public"."catalogue_fittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_fitting_fits" ADD CONSTRAINT "catalogue_fitting_fits_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_platform_service_categories" ADD CONSTRAINT "catalogue_platform_service_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_platform_service_categories" ADD CONSTRAINT "catalogue_platform_service_categories_parent_id_catalogue_platform_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_platform_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_platform_services" ADD CONSTRAINT "catalogue_platform_services_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_fitting_fits_product_idx" ON "catalogue_fitting_fits" USING btree ("org_id","product_id");--> statement-breakpoint
CREATE INDEX "catalogue_platform_service_categories_parent_idx" ON "catalogue_platform_service_categories" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "catalogue_platform_service_categories_category_idx" ON "catalogue_platform_service_categories" USING btree ("org_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_platform_services_org_code_idx" ON "catalogue_platform_services" USING btree ("org_id","code") WHERE "catalogue_platform_services"."deleted_at" is null;