CREATE TABLE "table_seatings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_seatings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"source" text NOT NULL,
	"booking_id" integer,
	"waitlist_entry_id" integer,
	"name" text,
	"persons" integer NOT NULL,
	"seated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended" text
);
--> statement-breakpoint
ALTER TABLE "table_seatings" ADD CONSTRAINT "table_seatings_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seatings" ADD CONSTRAINT "table_seatings_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seatings" ADD CONSTRAINT "table_seatings_instance_id_place_id_places_instance_id_id_fk" FOREIGN KEY ("instance_id","place_id") REFERENCES "public"."places"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_seatings_one_party" ON "table_seatings" USING btree ("instance_id","place_id") WHERE "table_seatings"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "table_seatings_branch_open" ON "table_seatings" USING btree ("instance_id","supplier_id") WHERE "table_seatings"."ended_at" IS NULL;