ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "swept_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unreleased" ON "orders" USING btree ("created_at") WHERE "orders"."released_at" IS NULL AND "orders"."status" <> 'approved';--> statement-breakpoint
CREATE INDEX "payments_pending" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';