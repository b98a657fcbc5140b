ALTER TABLE "stock_reservations" ADD COLUMN "consumed" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "returned" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_shipped_not_negative" CHECK ("stock_reservations"."consumed" >= 0 and "stock_reservations"."returned" >= 0);--> statement-breakpoint
-- hand-written: a hold consumed before partial consumes existed shipped all it reserved.
UPDATE "stock_reservations" SET "consumed" = "quantity" WHERE "status" = 'consumed';
