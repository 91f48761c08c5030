CREATE TABLE "order_deliveries" (
	"order_pk" bigint PRIMARY KEY NOT NULL,
	"rider_id" integer,
	"arrived_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"receiver_name" text,
	"photo" text,
	"signature" text,
	"reason" text,
	"delivered_amount" numeric(14, 2),
	"cash_collected" numeric(14, 2),
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_deliveries_outcome_valid" CHECK ("order_deliveries"."outcome" is null or "order_deliveries"."outcome" in ('DELIVERED', 'PARTIAL', 'REFUSED')),
	CONSTRAINT "order_deliveries_cash_not_negative" CHECK ("order_deliveries"."cash_collected" is null or "order_deliveries"."cash_collected" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_status" text;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_pk_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_deliveries_rider_idx" ON "order_deliveries" USING btree ("rider_id","ended_at");