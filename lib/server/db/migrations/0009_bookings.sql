CREATE TABLE "booking_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"covers" integer NOT NULL,
	"active" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "booking_zones_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"persons" integer NOT NULL,
	"status" text NOT NULL,
	"contact" jsonb NOT NULL,
	"reason" text,
	"comment" text,
	"health" text,
	"access_token" text NOT NULL,
	"rating" integer,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "booking" jsonb;--> statement-breakpoint
ALTER TABLE "booking_zones" ADD CONSTRAINT "booking_zones_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_zones" ADD CONSTRAINT "booking_zones_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instance_id_zone_id_booking_zones_instance_id_id_fk" FOREIGN KEY ("instance_id","zone_id") REFERENCES "public"."booking_zones"("instance_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_zones_supplier_key" ON "booking_zones" USING btree ("instance_id","supplier_id","key");--> statement-breakpoint
CREATE INDEX "bookings_zone_starts" ON "bookings" USING btree ("instance_id","zone_id","starts_at");