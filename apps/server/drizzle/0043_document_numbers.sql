CREATE TABLE "document_number_counters" (
	"org_id" integer NOT NULL,
	"series" text NOT NULL,
	"last_value" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_number_counters_org_id_series_pk" PRIMARY KEY("org_id","series")
);
--> statement-breakpoint
CREATE TABLE "document_number_patterns" (
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prefix" text NOT NULL,
	"date_part" text NOT NULL,
	"width" integer NOT NULL,
	"restart" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "document_number_patterns_org_id_kind_pk" PRIMARY KEY("org_id","kind")
);
--> statement-breakpoint
ALTER TABLE "stock_documents" ADD COLUMN "document_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "document_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_number_counters" ADD CONSTRAINT "document_number_counters_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_patterns" ADD CONSTRAINT "document_number_patterns_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_org_document_no_idx" ON "stock_documents" USING btree ("org_id","document_no") WHERE "stock_documents"."document_no" <> '';--> statement-breakpoint
-- hand-written: number the stock documents posted before numbers existed, with the stock module's
-- default patterns (stock-document-kinds.ts: RK / CX / PD, yyyyMMdd, 4 digits, restarting daily):
-- by business day (China Standard Time) of posting, in id order; and set each series' counter to
-- its last number, so the next document follows it (series key as documentNumberSeries spells it).
WITH numbered AS (
  SELECT d.id, d.org_id,
         CASE d.kind WHEN 'receipt' THEN 'RK' WHEN 'count' THEN 'PD' ELSE 'CX' END AS prefix,
         to_char((d.posted_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD') AS day,
         row_number() OVER (
           PARTITION BY d.org_id, d.kind, to_char((d.posted_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD')
           ORDER BY d.id
         ) AS sequence
  FROM "stock_documents" d
  WHERE d.document_no = ''
), renumbered AS (
  UPDATE "stock_documents" d
  SET document_no = n.prefix || n.day || '-' || lpad(n.sequence::text, greatest(4, length(n.sequence::text)), '0')
  FROM numbered n
  WHERE d.id = n.id
  RETURNING d.id
)
INSERT INTO "document_number_counters" (org_id, series, last_value)
SELECT org_id, prefix || ':yyyyMMdd:' || day, max(sequence)
FROM numbered
GROUP BY org_id, prefix, day
ON CONFLICT (org_id, series) DO UPDATE SET last_value = greatest("document_number_counters".last_value, excluded.last_value);
--> statement-breakpoint
-- hand-written: the moves carry their document's number (the move history shows it): a stock
-- document's number, a sync shipment's sender number, a sync level's event id.
UPDATE "stock_moves" m
SET document_no = d.document_no
FROM "stock_documents" d
WHERE m.document_no = '' AND d.org_id = m.org_id AND d.kind = m.document_kind AND d.id = m.document_id;
--> statement-breakpoint
UPDATE "stock_moves" m
SET document_no = CASE m.document_kind WHEN 'syncShipment' THEN s.subject ELSE s.event_id END
FROM "stock_sync_items" s
WHERE m.document_no = '' AND m.document_kind IN ('syncLevel', 'syncShipment')
  AND s.org_id = m.org_id AND s.id = m.document_id;
