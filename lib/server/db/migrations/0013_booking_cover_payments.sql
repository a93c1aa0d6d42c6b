ALTER TABLE "payments" DROP CONSTRAINT "payments_pays_one";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cover_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_instance_id_booking_id_bookings_instance_id_id_fk" FOREIGN KEY ("instance_id","booking_id") REFERENCES "public"."bookings"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking" ON "payments" USING btree ("instance_id","booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one" CHECK (num_nonnulls("payments"."order_id", "payments"."tab_part_id", "payments"."booking_id") = 1);