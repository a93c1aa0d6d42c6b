CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"token_hash" text NOT NULL,
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_created" ON "profiles" USING btree ("instance_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_instance_id_profile_id_profiles_instance_id_id_fk" FOREIGN KEY ("instance_id","profile_id") REFERENCES "public"."profiles"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_profile" ON "orders" USING btree ("instance_id","profile_id","created_at");