CREATE TABLE "promotion_customer_usages" (
	"promotion_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_customer_usages_promotion_id_customer_id_pk" PRIMARY KEY("promotion_id","customer_id"),
	CONSTRAINT "promotion_customer_usages_count_not_negative" CHECK ("promotion_customer_usages"."usage_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_pk" bigint NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_id" integer NOT NULL,
	"points" numeric(14, 4) NOT NULL,
	"status" text DEFAULT 'WAIT' NOT NULL,
	"acted_by_kind" text,
	"acted_by_id" text,
	"acted_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_issues_order_uq" UNIQUE("order_pk"),
	CONSTRAINT "goods_issues_status_valid" CHECK ("goods_issues"."status" in ('WAIT', 'APPROVE', 'CANCEL')),
	CONSTRAINT "goods_issues_points_not_negative" CHECK ("goods_issues"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_runs" (
	"subscription_id" integer NOT NULL,
	"period" date NOT NULL,
	"status" text NOT NULL,
	"order_pk" bigint,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_runs_subscription_id_period_pk" PRIMARY KEY("subscription_id","period"),
	CONSTRAINT "subscription_runs_status_valid" CHECK ("subscription_runs"."status" in ('PLACED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"day_of_week" smallint,
	"day_of_month" smallint,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"payment_method" text NOT NULL,
	"ship_to_address_id" integer,
	"items" jsonb NOT NULL,
	"next_run_date" date NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_order_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_frequency_valid" CHECK ("subscriptions"."frequency" in ('WEEKLY', 'BIWEEKLY', 'MONTHLY')),
	CONSTRAINT "subscriptions_status_valid" CHECK ("subscriptions"."status" in ('ACTIVE', 'PAUSED', 'CANCELLED')),
	CONSTRAINT "subscriptions_day_of_week_range" CHECK ("subscriptions"."day_of_week" is null or "subscriptions"."day_of_week" between 1 and 7),
	CONSTRAINT "subscriptions_day_of_month_range" CHECK ("subscriptions"."day_of_month" is null or "subscriptions"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "van_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"van_code" text NOT NULL,
	"plan_date" date NOT NULL,
	"customer_codes" text[] DEFAULT '{}' NOT NULL,
	"stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_promotions" (
	"order_pk" bigint NOT NULL,
	"promotion_id" integer NOT NULL,
	"promotion_name" text NOT NULL,
	"short_name" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"free_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usage_counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_promotions_order_pk_promotion_id_pk" PRIMARY KEY("order_pk","promotion_id")
);
--> statement-breakpoint
ALTER TABLE "promotion_customer_usages" ADD CONSTRAINT "promotion_customer_usages_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_customer_usages" ADD CONSTRAINT "promotion_customer_usages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_issues" ADD CONSTRAINT "goods_issues_order_pk_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_issues" ADD CONSTRAINT "goods_issues_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_issues" ADD CONSTRAINT "goods_issues_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_order_pk_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_user_id_staff_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_ship_to_address_id_delivery_addresses_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "van_plans" ADD CONSTRAINT "van_plans_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_pk_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_issues_center_idx" ON "goods_issues" USING btree ("sale_unit","status","created_at");--> statement-breakpoint
CREATE INDEX "goods_issues_customer_idx" ON "goods_issues" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_run_date");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id","sale_unit");--> statement-breakpoint
CREATE INDEX "van_plans_center_date_idx" ON "van_plans" USING btree ("sale_unit","plan_date");