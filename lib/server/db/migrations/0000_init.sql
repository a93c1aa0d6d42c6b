CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"image" text,
	"position" integer NOT NULL,
	CONSTRAINT "categories_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "combo_items" (
	"instance_id" integer NOT NULL,
	"combo_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "combo_items_instance_id_combo_id_product_id_pk" PRIMARY KEY("instance_id","combo_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "content_home" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_home_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"key" text NOT NULL,
	"image" text NOT NULL,
	"title" jsonb,
	"link" text,
	"position" integer NOT NULL,
	"supplier_id" integer,
	"service" text
);
--> statement-breakpoint
CREATE TABLE "content_popups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"key" text NOT NULL,
	"image" text NOT NULL,
	"url" text,
	"trigger" text NOT NULL,
	"position" integer NOT NULL,
	"supplier_id" integer,
	"service" text
);
--> statement-breakpoint
CREATE TABLE "instance_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"language" text,
	"langs" jsonb NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"logo" text,
	"theme" jsonb NOT NULL,
	"style_custom" text,
	"add_ons" jsonb NOT NULL,
	"pixels" jsonb NOT NULL,
	"menu_cached" boolean NOT NULL,
	"rate_nps" boolean NOT NULL,
	"rate_digitalmenu" boolean NOT NULL,
	"category_establishment" text NOT NULL,
	"new_menu_v3" boolean NOT NULL,
	"flags" jsonb NOT NULL,
	"linktree" jsonb NOT NULL,
	"linktree_logo" text,
	"linktree_add_suppliers" boolean NOT NULL,
	"links" jsonb NOT NULL,
	"labels" jsonb NOT NULL,
	"contact" jsonb,
	"inactive_message" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instances_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "master_products" (
	"instance_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "master_products_instance_id_product_id_pk" PRIMARY KEY("instance_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"required" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "option_groups_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polygons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "polygons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"minimum_order_value" integer NOT NULL,
	"area" jsonb NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"price" integer NOT NULL,
	"stock" integer,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"key" text NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image" text,
	"price" integer NOT NULL,
	"promo_price" integer,
	"promo_percent" double precision,
	"is_promo" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"is_alcoholic" boolean NOT NULL,
	"is_combo" boolean NOT NULL,
	"important" boolean NOT NULL,
	"services" jsonb,
	"position" integer NOT NULL,
	CONSTRAINT "products_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"position" integer NOT NULL,
	"supplier_id" integer,
	"service" text
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"timezone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"phone" text,
	"whatsapp" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"on_table_class" text NOT NULL,
	"services" jsonb NOT NULL,
	"pay" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"active" boolean NOT NULL,
	"image" text,
	"position" integer NOT NULL,
	CONSTRAINT "suppliers_instance_id" UNIQUE("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "upselling" (
	"instance_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"position" integer NOT NULL,
	"supplier_id" integer,
	"service" text,
	CONSTRAINT "upselling_instance_id_position_pk" PRIMARY KEY("instance_id","position")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_instance_id_parent_id_categories_instance_id_id_fk" FOREIGN KEY ("instance_id","parent_id") REFERENCES "public"."categories"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_instance_id_combo_id_products_instance_id_id_fk" FOREIGN KEY ("instance_id","combo_id") REFERENCES "public"."products"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_instance_id_product_id_products_instance_id_id_fk" FOREIGN KEY ("instance_id","product_id") REFERENCES "public"."products"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_home" ADD CONSTRAINT "content_home_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_home" ADD CONSTRAINT "content_home_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_popups" ADD CONSTRAINT "content_popups_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_popups" ADD CONSTRAINT "content_popups_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_domains" ADD CONSTRAINT "instance_domains_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_instance_id_product_id_products_instance_id_id_fk" FOREIGN KEY ("instance_id","product_id") REFERENCES "public"."products"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_instance_id_product_id_products_instance_id_id_fk" FOREIGN KEY ("instance_id","product_id") REFERENCES "public"."products"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_instance_id_group_id_option_groups_instance_id_id_fk" FOREIGN KEY ("instance_id","group_id") REFERENCES "public"."option_groups"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polygons" ADD CONSTRAINT "polygons_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polygons" ADD CONSTRAINT "polygons_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_instance_id_product_id_products_instance_id_id_fk" FOREIGN KEY ("instance_id","product_id") REFERENCES "public"."products"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_instance_id_category_id_categories_instance_id_id_fk" FOREIGN KEY ("instance_id","category_id") REFERENCES "public"."categories"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_policies" ADD CONSTRAINT "service_policies_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_policies" ADD CONSTRAINT "service_policies_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upselling" ADD CONSTRAINT "upselling_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upselling" ADD CONSTRAINT "upselling_instance_id_product_id_products_instance_id_id_fk" FOREIGN KEY ("instance_id","product_id") REFERENCES "public"."products"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upselling" ADD CONSTRAINT "upselling_instance_id_supplier_id_suppliers_instance_id_id_fk" FOREIGN KEY ("instance_id","supplier_id") REFERENCES "public"."suppliers"("instance_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_instance_key" ON "categories" USING btree ("instance_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_home_instance_key" ON "content_home" USING btree ("instance_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_popups_instance_key" ON "content_popups" USING btree ("instance_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "option_groups_product_key" ON "option_groups" USING btree ("instance_id","product_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "options_group_key" ON "options" USING btree ("instance_id","group_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "polygons_instance_key" ON "polygons" USING btree ("instance_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_suppliers_product_supplier" ON "product_suppliers" USING btree ("instance_id","product_id","supplier_id");--> statement-breakpoint
CREATE INDEX "product_suppliers_supplier" ON "product_suppliers" USING btree ("instance_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_instance_key" ON "products" USING btree ("instance_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_policies_instance_key" ON "service_policies" USING btree ("instance_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_instance_slug" ON "suppliers" USING btree ("instance_id","slug");