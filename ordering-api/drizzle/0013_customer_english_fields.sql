ALTER TABLE "distribution_centers" ADD COLUMN "dist_name_en" text;--> statement-breakpoint
ALTER TABLE "distribution_centers" ADD COLUMN "dist_short_name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_group_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_brand_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_flavour_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_var_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_size_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "promotion_name_en" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "short_name_en" text;