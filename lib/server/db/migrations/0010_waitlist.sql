CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"persons" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"place_id" integer,
	"access_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_instance_id_place_id_places_instance_id_id_fk" FOREIGN KEY ("instance_id","place_id") REFERENCES "public"."places"("instance_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_branch_status" ON "waitlist_entries" USING btree ("instance_id","supplier_id","status","id");