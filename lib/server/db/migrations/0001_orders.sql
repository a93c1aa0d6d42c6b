CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_supplier_id" integer NOT NULL,
	"label" text NOT NULL,
	"unit_price" integer NOT NULL,
	"options" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"access_token" text NOT NULL,
	"idempotency_key" text,
	"status" text NOT NULL,
	"progress" text NOT NULL,
	"service" text NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"discount" integer NOT NULL,
	"tip" integer NOT NULL,
	"consumption_tax" integer NOT NULL,
	"total" integer NOT NULL,
	"contact" jsonb NOT NULL,
	"address" jsonb,
	"polygon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_instance_id_order_id_orders_instance_id_id_fk" FOREIGN KEY ("instance_id","order_id") REFERENCES "public"."orders"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("instance_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_instance_idempotency" ON "orders" USING btree ("instance_id","idempotency_key");