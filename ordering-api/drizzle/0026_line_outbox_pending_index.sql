DROP INDEX "line_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "line_outbox_pending_idx" ON "line_outbox" USING btree ("id") WHERE "line_outbox"."status" = 'PENDING';--> statement-breakpoint
-- A queue: each notice is written three times (queued, claimed, sent). Room on each page lets the
-- claim's update stay on its page (no new index entries), and the table is vacuumed after every
-- thousand dead rows rather than a fifth of the table (decision 129).
ALTER TABLE "line_outbox" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 1000);
