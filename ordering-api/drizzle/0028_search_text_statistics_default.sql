-- Migration 0027's larger sample did not pay: the customer search held no more requests a second,
-- and the merchant's product list, which walks a center's products in code order, took the walk
-- for a code prefix whose matches sit late in that order (84 ms against 4 ms on a quiet machine,
-- 400 to 900 ms under the bench's load). The column goes back to the default sample (decision 131).
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS -1;--> statement-breakpoint
ANALYZE "products" ("search_text");
