ALTER TABLE "products" ALTER COLUMN "product_name_en" DROP NOT NULL;--> statement-breakpoint
-- The English names that were the Thai name copied in (Thai script, same text) become "none given" (decision 124).
UPDATE "products" SET "product_name_en" = NULL WHERE "product_name_en" = "product_name_th" AND "product_name_th" ~ '[\u0E00-\u0E7F]';
