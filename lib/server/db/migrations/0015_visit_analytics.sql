CREATE TABLE "acquisitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"campaign_id" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"gclid" text,
	"fbclid" text,
	"reference_code" text,
	"referer" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acquisitions_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "trackings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trackings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"acquisition_id" uuid,
	"supplier_id" integer,
	"event" text NOT NULL,
	"view" text NOT NULL,
	"service" text,
	"table_code" text,
	"lang" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"so" text,
	"browser" text,
	"pixel_width" integer,
	"pixel_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_sessions_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acquisition_id" uuid;--> statement-breakpoint
ALTER TABLE "acquisitions" ADD CONSTRAINT "acquisitions_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisitions" ADD CONSTRAINT "acquisitions_instance_id_session_id_visit_sessions_instance_id_id_fk" FOREIGN KEY ("instance_id","session_id") REFERENCES "public"."visit_sessions"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_instance_id_session_id_visit_sessions_instance_id_id_fk" FOREIGN KEY ("instance_id","session_id") REFERENCES "public"."visit_sessions"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_instance_id_acquisition_id_acquisitions_instance_id_id_fk" FOREIGN KEY ("instance_id","acquisition_id") REFERENCES "public"."acquisitions"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_sessions" ADD CONSTRAINT "visit_sessions_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acquisitions_created" ON "acquisitions" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "trackings_created" ON "trackings" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_sessions_created" ON "visit_sessions" USING btree ("instance_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instance_id_acquisition_id_acquisitions_instance_id_id_fk" FOREIGN KEY ("instance_id","acquisition_id") REFERENCES "public"."acquisitions"("instance_id","id") ON DELETE restrict ON UPDATE no action;