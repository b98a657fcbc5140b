ALTER TABLE "stock_documents" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD COLUMN "supplier_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_documents_supplier_idx" ON "stock_documents" USING btree ("org_id","supplier_id") WHERE "stock_documents"."supplier_id" is not null;