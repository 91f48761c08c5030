DROP TABLE "payment_events" CASCADE;--> statement-breakpoint
DROP TABLE "payments" CASCADE;