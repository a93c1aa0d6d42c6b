CREATE TABLE "payment_accounts" (
	"instance_id" integer PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets_box" text,
	"key_id" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_box_and_key" CHECK (("payment_accounts"."secrets_box" IS NULL) = ("payment_accounts"."key_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_instance_id_updated_by_staff_accounts_instance_id_id_fk" FOREIGN KEY ("instance_id","updated_by") REFERENCES "public"."staff_accounts"("instance_id","id") ON DELETE no action ON UPDATE no action;