CREATE TABLE "tab_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tab_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"tab_id" integer NOT NULL,
	"order_id" integer,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "tab_lines_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "tab_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tab_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"tab_id" integer NOT NULL,
	"way" text NOT NULL,
	"amount" integer NOT NULL,
	"tip" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"method" text NOT NULL,
	"payer" text NOT NULL,
	"equal" jsonb,
	"claims" jsonb NOT NULL,
	"access_token" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tab_parts_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "tabs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tabs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tabs_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tab_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tab_part_id" integer;--> statement-breakpoint
ALTER TABLE "tab_lines" ADD CONSTRAINT "tab_lines_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_lines" ADD CONSTRAINT "tab_lines_instance_id_tab_id_tabs_instance_id_id_fk" FOREIGN KEY ("instance_id","tab_id") REFERENCES "public"."tabs"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_parts" ADD CONSTRAINT "tab_parts_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_parts" ADD CONSTRAINT "tab_parts_instance_id_tab_id_tabs_instance_id_id_fk" FOREIGN KEY ("instance_id","tab_id") REFERENCES "public"."tabs"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_instance_id_place_id_places_instance_id_id_fk" FOREIGN KEY ("instance_id","place_id") REFERENCES "public"."places"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tab_lines_tab" ON "tab_lines" USING btree ("instance_id","tab_id");--> statement-breakpoint
CREATE INDEX "tab_parts_tab" ON "tab_parts" USING btree ("instance_id","tab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_parts_idempotency" ON "tab_parts" USING btree ("instance_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tabs_one_open" ON "tabs" USING btree ("instance_id","place_id") WHERE "tabs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tabs_place_opened" ON "tabs" USING btree ("instance_id","place_id","opened_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instance_id_place_id_places_instance_id_id_fk" FOREIGN KEY ("instance_id","place_id") REFERENCES "public"."places"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instance_id_tab_id_tabs_instance_id_id_fk" FOREIGN KEY ("instance_id","tab_id") REFERENCES "public"."tabs"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_instance_id_tab_part_id_tab_parts_instance_id_id_fk" FOREIGN KEY ("instance_id","tab_part_id") REFERENCES "public"."tab_parts"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tab" ON "orders" USING btree ("instance_id","tab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_per_tab_part" ON "payments" USING btree ("instance_id","tab_part_id") WHERE "payments"."tab_part_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one" CHECK (("payments"."order_id" IS NULL) <> ("payments"."tab_part_id" IS NULL));