CREATE TABLE "call_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cno" text NOT NULL,
	"bind_type" smallint DEFAULT 3 NOT NULL,
	"bound_mobile" text DEFAULT '' NOT NULL,
	"agent_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_agents_bind_type_check" CHECK ("call_agents"."bind_type" in (1, 3))
);
--> statement-breakpoint
CREATE TABLE "call_duty_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"cno" text NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"taken_over_by_user_id" integer,
	CONSTRAINT "call_duty_records_end_check" CHECK (("call_duty_records"."ended_at" is null) = ("call_duty_records"."end_reason" is null) and "call_duty_records"."end_reason" in ('ended', 'taken_over'))
);
--> statement-breakpoint
CREATE TABLE "call_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"cno" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"second_line" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_seats_org_cno_key" UNIQUE("org_id","cno")
);
--> statement-breakpoint
ALTER TABLE "call_agents" ADD CONSTRAINT "call_agents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_agents" ADD CONSTRAINT "call_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_agents" ADD CONSTRAINT "call_agents_seat_fk" FOREIGN KEY ("org_id","cno") REFERENCES "public"."call_seats"("org_id","cno") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "call_duty_records" ADD CONSTRAINT "call_duty_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_duty_records" ADD CONSTRAINT "call_duty_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_duty_records" ADD CONSTRAINT "call_duty_records_taken_over_by_user_id_users_id_fk" FOREIGN KEY ("taken_over_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_duty_records" ADD CONSTRAINT "call_duty_records_seat_fk" FOREIGN KEY ("org_id","cno") REFERENCES "public"."call_seats"("org_id","cno") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "call_seats" ADD CONSTRAINT "call_seats_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_agents_org_user_key" ON "call_agents" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_agents_token_key" ON "call_agents" USING btree ("agent_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "call_duty_records_open_seat_key" ON "call_duty_records" USING btree ("org_id","cno") WHERE "call_duty_records"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "call_duty_records_open_user_key" ON "call_duty_records" USING btree ("org_id","user_id") WHERE "call_duty_records"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "call_duty_records_org_started_idx" ON "call_duty_records" USING btree ("org_id","started_at");