CREATE TABLE "places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"cinema_room" text DEFAULT '' NOT NULL,
	"cinema_room_name" text,
	"code" text NOT NULL,
	"zone" text,
	"row" text,
	"seats" integer,
	"floor" integer,
	"token" text NOT NULL,
	"active" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "places_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "places_supplier_kind_code" ON "places" USING btree ("instance_id","supplier_id","kind","cinema_room","code");--> statement-breakpoint
CREATE UNIQUE INDEX "places_token" ON "places" USING btree ("token");