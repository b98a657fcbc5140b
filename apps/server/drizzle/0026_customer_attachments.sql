CREATE TABLE "customer_attachments" (
	"org_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"added_by_user_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_attachments_customer_id_file_id_pk" PRIMARY KEY("customer_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "customer_attachments" ADD CONSTRAINT "customer_attachments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_attachments" ADD CONSTRAINT "customer_attachments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_attachments" ADD CONSTRAINT "customer_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_attachments" ADD CONSTRAINT "customer_attachments_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_attachments_file_idx" ON "customer_attachments" USING btree ("file_id");