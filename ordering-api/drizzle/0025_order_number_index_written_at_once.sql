-- Every status change writes a new version of the order, so this index took a new entry in its
-- pending list each time and every order-number search read the whole list (decision 128).
ALTER INDEX "orders_order_id_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('orders_order_id_trgm_idx'::regclass);
