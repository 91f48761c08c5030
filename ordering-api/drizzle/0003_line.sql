CREATE TABLE "line_friendships" (
	"line_user_id" text PRIMARY KEY NOT NULL,
	"is_friend" boolean NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"line_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"sale_unit" text,
	"messages" jsonb NOT NULL,
	"retry_key" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"line_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "line_outbox_dedupe_key_uq" UNIQUE("dedupe_key"),
	CONSTRAINT "line_outbox_status_valid" CHECK ("line_outbox"."status" in ('PENDING', 'SENT', 'FAILED')),
	CONSTRAINT "line_outbox_attempts_not_negative" CHECK ("line_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "line_outbox_due_idx" ON "line_outbox" USING btree ("status","next_attempt_at");