CREATE TABLE "call_toolbar_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"cno" text NOT NULL,
	"bind_type" smallint NOT NULL,
	"bind_tel" text DEFAULT '' NOT NULL,
	"login_id" text DEFAULT '' NOT NULL,
	"logged_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_toolbar_logins_bind_type_check" CHECK ("call_toolbar_logins"."bind_type" in (1, 3))
);
--> statement-breakpoint
ALTER TABLE "call_toolbar_logins" ADD CONSTRAINT "call_toolbar_logins_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_toolbar_logins" ADD CONSTRAINT "call_toolbar_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_toolbar_logins" ADD CONSTRAINT "call_toolbar_logins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_toolbar_logins" ADD CONSTRAINT "call_toolbar_logins_seat_fk" FOREIGN KEY ("org_id","cno") REFERENCES "public"."call_seats"("org_id","cno") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "call_toolbar_logins_seat_key" ON "call_toolbar_logins" USING btree ("org_id","cno");--> statement-breakpoint
CREATE UNIQUE INDEX "call_toolbar_logins_user_key" ON "call_toolbar_logins" USING btree ("org_id","user_id");