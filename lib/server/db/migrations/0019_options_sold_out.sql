CREATE TABLE "options_sold_out" (
	"instance_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_sold_out_instance_id_supplier_id_option_id_pk" PRIMARY KEY("instance_id","supplier_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_instance_id" UNIQUE("instance_id","id");--> statement-breakpoint
ALTER TABLE "options_sold_out" ADD CONSTRAINT "options_sold_out_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_sold_out" ADD CONSTRAINT "options_sold_out_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_sold_out" ADD CONSTRAINT "options_sold_out_instance_id_option_id_options_instance_id_id_fk" FOREIGN KEY ("instance_id","option_id") REFERENCES "public"."options"("instance_id","id") ON DELETE cascade ON UPDATE no action;