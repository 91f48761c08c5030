CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_pk" bigint NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"reported" text NOT NULL,
	"amount_satang" bigint,
	"outcome" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_uq" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"payment_pk" bigint NOT NULL,
	"order_pk" bigint NOT NULL,
	"amount_satang" bigint NOT NULL,
	CONSTRAINT "payment_orders_payment_pk_order_pk_pk" PRIMARY KEY("payment_pk","order_pk")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"refunded_satang" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"provider_reference" text,
	"reason" text,
	"qr_payload" text,
	"slip_file" text,
	"slip_reference" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payments_slip_reference_uq" UNIQUE("slip_reference"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_satang" > 0),
	CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded_satang" >= 0 AND "payments"."refunded_satang" <= "payments"."amount_satang")
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_pk_payments_id_fk" FOREIGN KEY ("payment_pk") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payment_pk_payments_id_fk" FOREIGN KEY ("payment_pk") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_order_pk_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_pk");--> statement-breakpoint
CREATE INDEX "payment_orders_order_idx" ON "payment_orders" USING btree ("order_pk");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id");