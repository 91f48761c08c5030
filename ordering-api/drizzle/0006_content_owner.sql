ALTER TABLE "contents" DROP CONSTRAINT "contents_code_uq";--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "sale_unit" text;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contents_code_owner_uq" ON "contents" USING btree (upper("code"),coalesce("sale_unit", ''));