ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_frequency_valid";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "every" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Rules saved before the interval existed keep their rhythm.
UPDATE "subscriptions" SET "every" = CASE WHEN "frequency" = 'BIWEEKLY' THEN 2 ELSE 1 END, "frequency" = CASE WHEN "frequency" = 'MONTHLY' THEN 'MONTHS' ELSE 'WEEKS' END;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_every_range" CHECK ("subscriptions"."every" between 1 and 90);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_frequency_valid" CHECK ("subscriptions"."frequency" in ('DAYS', 'WEEKS', 'MONTHS'));