CREATE TABLE "catalogue_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"decimals" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalogue_units_decimals_check" CHECK ("catalogue_units"."decimals" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "catalogue_units" ADD CONSTRAINT "catalogue_units_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_units_org_name_idx" ON "catalogue_units" USING btree ("org_id","name") WHERE "catalogue_units"."deleted_at" is null;--> statement-breakpoint
-- hand-written: every organization gets the default units (unit-defaults.ts), and each free-text
-- unit its products and fittings name becomes a unit: known measures with decimals, the rest whole.
INSERT INTO "catalogue_units" ("org_id", "name", "decimals")
SELECT o.id, d.name, d.decimals
FROM "organizations" o
CROSS JOIN (VALUES
  ('个', 0), ('台', 0), ('件', 0), ('套', 0), ('箱', 0), ('包', 0), ('张', 0), ('支', 0), ('本', 0),
  ('盒', 0), ('块', 0), ('只', 0), ('瓶', 0), ('袋', 0), ('卷', 0), ('双', 0), ('组', 0),
  ('千克', 3), ('kg', 3), ('克', 2), ('吨', 3), ('米', 2), ('平方米', 2), ('升', 3)
) AS d(name, decimals)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "catalogue_units" ("org_id", "name", "decimals")
SELECT used.org_id, used.unit, coalesce(known.decimals, 0)
FROM (
  SELECT "org_id", "unit" FROM "catalogue_products"
  UNION
  SELECT "org_id", "unit" FROM "catalogue_fittings"
) AS used
LEFT JOIN (VALUES
  ('公斤', 3), ('KG', 3), ('Kg', 3), ('斤', 3), ('两', 2), ('g', 2), ('t', 3),
  ('m', 2), ('M', 2), ('厘米', 1), ('cm', 1), ('毫米', 0), ('mm', 0), ('㎡', 2), ('m²', 2),
  ('立方米', 3), ('m³', 3), ('L', 3), ('l', 3), ('公升', 3), ('毫升', 0), ('ml', 0), ('mL', 0)
) AS known(name, decimals) ON known.name = used.unit
ON CONFLICT DO NOTHING;
