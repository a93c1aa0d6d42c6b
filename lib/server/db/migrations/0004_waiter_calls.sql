CREATE TABLE "waiter_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiter_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "call_waiter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_instance_id_place_id_places_instance_id_id_fk" FOREIGN KEY ("instance_id","place_id") REFERENCES "public"."places"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiter_calls_one_open" ON "waiter_calls" USING btree ("instance_id","place_id") WHERE "waiter_calls"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waiter_calls_place_created" ON "waiter_calls" USING btree ("instance_id","place_id","created_at");