CREATE TABLE "staff_center_requests" (
	"staff_user_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_center_requests_staff_user_id_sale_unit_pk" PRIMARY KEY("staff_user_id","sale_unit")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_valid";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "birth_date" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "ampher_code" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "town_code" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "staff_center_requests" ADD CONSTRAINT "staff_center_requests_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_center_requests" ADD CONSTRAINT "staff_center_requests_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_center_requests_sale_unit_idx" ON "staff_center_requests" USING btree ("sale_unit");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_valid" CHECK ("one_time_codes"."purpose" in ('REGISTER', 'STAFF_LOGIN', 'RIDER_LOGIN', 'RESET_PASSWORD', 'STAFF_REGISTER'));