CREATE INDEX "center_products_code_order_idx" ON "center_products" USING btree ("sale_unit",("p_code" collate "C"));--> statement-breakpoint
CREATE INDEX "promotions_list_idx" ON "promotions" USING btree ("sale_unit","promotion_id");--> statement-breakpoint
CREATE INDEX "orders_center_recent_idx" ON "orders" USING btree ("sale_unit","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_order_id_trgm_idx" ON "orders" USING gin ("order_id" gin_trgm_ops);