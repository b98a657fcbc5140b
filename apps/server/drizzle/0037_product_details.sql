CREATE TABLE "catalogue_product_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"thumbnail_file_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "thumbnail_file_id" integer;--> statement-breakpoint
ALTER TABLE "catalogue_product_attributes" ADD CONSTRAINT "catalogue_product_attributes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_attributes" ADD CONSTRAINT "catalogue_product_attributes_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_images" ADD CONSTRAINT "catalogue_product_images_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_images" ADD CONSTRAINT "catalogue_product_images_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_images" ADD CONSTRAINT "catalogue_product_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_images" ADD CONSTRAINT "catalogue_product_images_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_product_attributes_product_name_key" ON "catalogue_product_attributes" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "catalogue_product_attributes_product_idx" ON "catalogue_product_attributes" USING btree ("product_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_product_images_product_file_key" ON "catalogue_product_images" USING btree ("product_id","file_id");--> statement-breakpoint
CREATE INDEX "catalogue_product_images_product_idx" ON "catalogue_product_images" USING btree ("product_id","sort");