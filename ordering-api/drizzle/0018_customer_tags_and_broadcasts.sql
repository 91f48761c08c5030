CREATE TABLE "customer_tag_members" (
	"tag_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tag_members_tag_id_customer_id_pk" PRIMARY KEY("tag_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tags_center_name_uq" UNIQUE("sale_unit","name")
);
--> statement-breakpoint
CREATE TABLE "line_broadcast_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"broadcast_id" integer NOT NULL,
	"batch_no" integer NOT NULL,
	"retry_key" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"line_request_id" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "line_broadcast_batches_no_uq" UNIQUE("broadcast_id","batch_no"),
	CONSTRAINT "line_broadcast_batches_status_valid" CHECK ("line_broadcast_batches"."status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "line_broadcast_recipients" (
	"broadcast_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"customer_id" integer,
	"batch_no" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "line_broadcast_recipients_broadcast_id_line_user_id_pk" PRIMARY KEY("broadcast_id","line_user_id"),
	CONSTRAINT "line_broadcast_recipients_status_valid" CHECK ("line_broadcast_recipients"."status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "line_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"tag_id" integer,
	"tag_name" text,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"skipped" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "line_broadcasts_status_valid" CHECK ("line_broadcasts"."status" in ('SCHEDULED', 'SENDING', 'SENT', 'PARTIAL', 'FAILED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "customer_tag_members" ADD CONSTRAINT "customer_tag_members_tag_id_customer_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."customer_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tag_members" ADD CONSTRAINT "customer_tag_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_broadcast_batches" ADD CONSTRAINT "line_broadcast_batches_broadcast_id_line_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."line_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_broadcast_recipients" ADD CONSTRAINT "line_broadcast_recipients_broadcast_id_line_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."line_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_broadcast_recipients" ADD CONSTRAINT "line_broadcast_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_broadcasts" ADD CONSTRAINT "line_broadcasts_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_broadcasts" ADD CONSTRAINT "line_broadcasts_tag_id_customer_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."customer_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_broadcasts" ADD CONSTRAINT "line_broadcasts_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_tag_members_customer_idx" ON "customer_tag_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "line_broadcast_batches_due_idx" ON "line_broadcast_batches" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "line_broadcast_recipients_batch_idx" ON "line_broadcast_recipients" USING btree ("broadcast_id","batch_no");--> statement-breakpoint
CREATE INDEX "line_broadcasts_center_idx" ON "line_broadcasts" USING btree ("sale_unit","id");--> statement-breakpoint
CREATE INDEX "line_broadcasts_due_idx" ON "line_broadcasts" USING btree ("status","send_at");