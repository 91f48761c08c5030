-- The merchant's search of a status tab by customer read the center's orders of that status from one
-- index and the named customers' from another, and joined them (20,900 and 1,100 entries for 110
-- orders); this index reads the 110 (decision 132).
CREATE INDEX "orders_customer_status_idx" ON "orders" USING btree ("customer_id","sale_unit","status","created_at");