CREATE TABLE "order_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"service" text NOT NULL,
	"rating" integer NOT NULL,
	"nps" integer,
	"digital_menu" integer,
	"comment" text,
	"name" text,
	"phone" text,
	"email" text,
	"profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_order" UNIQUE("instance_id","order_id"),
	CONSTRAINT "order_ratings_rating" CHECK ("order_ratings"."rating" BETWEEN 1 AND 10 AND ("order_ratings"."nps" IS NULL OR "order_ratings"."nps" BETWEEN 0 AND 10) AND ("order_ratings"."digital_menu" IS NULL OR "order_ratings"."digital_menu" BETWEEN 1 AND 10))
);
--> statement-breakpoint
CREATE TABLE "performance_metrics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "performance_metrics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"acquisition_id" uuid,
	"route" text NOT NULL,
	"transfer_kb" double precision NOT NULL,
	"lcp_ms" integer,
	"inp_ms" integer,
	"cls" double precision,
	"ttfb_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"profile_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"domain" text,
	"name" text,
	"phone" text,
	"phone_code" text,
	"phone_code_iso2" text,
	"email" text,
	"birthday_date" text,
	"sex" text,
	"dni" text,
	"dni_type" text,
	"categories" jsonb,
	"verified_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "new_menu_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_instance_id_order_id_orders_instance_id_id_fk" FOREIGN KEY ("instance_id","order_id") REFERENCES "public"."orders"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_metrics" ADD CONSTRAINT "performance_metrics_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_metrics" ADD CONSTRAINT "performance_metrics_instance_id_session_id_visit_sessions_instance_id_id_fk" FOREIGN KEY ("instance_id","session_id") REFERENCES "public"."visit_sessions"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_metrics" ADD CONSTRAINT "performance_metrics_instance_id_acquisition_id_acquisitions_instance_id_id_fk" FOREIGN KEY ("instance_id","acquisition_id") REFERENCES "public"."acquisitions"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tokens" ADD CONSTRAINT "profile_tokens_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tokens" ADD CONSTRAINT "profile_tokens_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_ratings_created" ON "order_ratings" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "performance_metrics_created" ON "performance_metrics" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_profile" ON "phone_verifications" USING btree ("instance_id","profile_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone" ON "phone_verifications" USING btree ("instance_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "profiles_created" ON "profiles" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_verified_phone" ON "profiles" USING btree ("instance_id","verified_phone");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_profile" ON "orders" USING btree ("instance_id","profile_id","created_at");