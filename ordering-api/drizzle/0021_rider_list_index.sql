DROP INDEX "orders_rider_idx";--> statement-breakpoint
CREATE INDEX "orders_rider_idx" ON "orders" USING btree ("rider_id","status","created_at","id");