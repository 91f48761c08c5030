ALTER TABLE "order_promotions" ADD COLUMN "promotion_name_en" text;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD COLUMN "short_name_en" text;