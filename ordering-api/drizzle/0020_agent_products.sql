CREATE TABLE "agent_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"p_code" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_products_agent_product_uq" UNIQUE("agent_customer_id","sale_unit","p_code"),
	CONSTRAINT "agent_products_price_not_negative" CHECK ("agent_products"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_products" ADD CONSTRAINT "agent_products_agent_customer_id_customers_id_fk" FOREIGN KEY ("agent_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_products" ADD CONSTRAINT "agent_products_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_placed_by_customer_idx" ON "orders" USING btree ("placed_by_customer_id","created_at");