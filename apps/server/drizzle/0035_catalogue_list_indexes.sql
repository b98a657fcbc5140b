DROP INDEX "catalogue_products_category_idx";--> statement-breakpoint
CREATE INDEX "catalogue_products_org_id_idx" ON "catalogue_products" USING btree ("org_id","id") WHERE "catalogue_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "catalogue_products_org_name_idx" ON "catalogue_products" USING btree ("org_id","name","id") WHERE "catalogue_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "catalogue_products_org_list_price_idx" ON "catalogue_products" USING btree ("org_id","list_price","id") WHERE "catalogue_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "catalogue_products_category_idx" ON "catalogue_products" USING btree ("org_id","category_id","id");