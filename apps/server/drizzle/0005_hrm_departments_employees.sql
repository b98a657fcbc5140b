CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"user_id" integer,
	"name" text NOT NULL,
	"job_number" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"department_id" integer,
	"position" text DEFAULT '' NOT NULL,
	"entry_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"gender" text,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "employees_status_check" CHECK (status in ('active', 'left')),
	CONSTRAINT "employees_gender_check" CHECK (gender in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "leader_employee_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_org_job_number_key" ON "employees" USING btree ("org_id","job_number") WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_org_user_key" ON "employees" USING btree ("org_id","user_id") WHERE "employees"."deleted_at" is null and "employees"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "employees_org_department_idx" ON "employees" USING btree ("org_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_org_parent_name_key" ON "departments" USING btree ("org_id","parent_id","name");