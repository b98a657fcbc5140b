CREATE TABLE "role_data_scopes" (
	"role_id" integer NOT NULL,
	"resource" text NOT NULL,
	"scope" text NOT NULL,
	CONSTRAINT "role_data_scopes_role_id_resource_pk" PRIMARY KEY("role_id","resource")
);
--> statement-breakpoint
ALTER TABLE "role_data_scopes" ADD CONSTRAINT "role_data_scopes_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;