CREATE TABLE "company_settings" (
	"company_code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"logo_code" text NOT NULL,
	"guest_cart_key" text NOT NULL,
	"tax_no" text,
	"address" text,
	"phone" text,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"opt" text NOT NULL,
	"opt_value" text DEFAULT '' NOT NULL,
	"sale_unit" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_config_opt_sale_unit_uq" UNIQUE NULLS NOT DISTINCT("opt","sale_unit"),
	CONSTRAINT "web_config_opt_not_blank" CHECK (length("web_config"."opt") > 0)
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"bank_code" text PRIMARY KEY NOT NULL,
	"bank_name_th" text NOT NULL,
	"bank_name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "center_bank_accounts" (
	"sale_unit" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "center_bank_accounts_sale_unit_bank_code_account_no_pk" PRIMARY KEY("sale_unit","bank_code","account_no"),
	CONSTRAINT "center_bank_accounts_account_no_not_blank" CHECK (length("center_bank_accounts"."account_no") > 0)
);
--> statement-breakpoint
CREATE TABLE "distribution_centers" (
	"sale_unit" text PRIMARY KEY NOT NULL,
	"dist_name" text NOT NULL,
	"dist_short_name" text NOT NULL,
	"full_address" text DEFAULT '' NOT NULL,
	"address" text,
	"province_code" text,
	"province" text,
	"ampher_code" text,
	"district" text,
	"town_code" text,
	"subdistrict" text,
	"zip" text,
	"lat" numeric(10, 7),
	"lon" numeric(10, 7),
	"photo_path" text,
	"line_channel_name" text,
	"line_oa_url" text,
	"line_channel_id" text,
	"rich_menu_id" text,
	"area_code" text,
	"tax_no" text,
	"shipment_name" text,
	"contact_name" text,
	"phone" text,
	"tax_image" text,
	"shop_image" text,
	"logo_image" text,
	"active" boolean DEFAULT true NOT NULL,
	"mou_min_amount" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amphers" (
	"ampher_code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"province_code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "towns" (
	"town_code" text PRIMARY KEY NOT NULL,
	"ampher_code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"zip_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_types" (
	"code" text PRIMARY KEY NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"selectable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_type" text NOT NULL,
	"code" text NOT NULL,
	"picture_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile_no" text NOT NULL,
	"sale_unit" text NOT NULL,
	"vehicle_plate" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "riders_mobile_no_uq" UNIQUE("mobile_no")
);
--> statement-breakpoint
CREATE TABLE "staff_user_centers" (
	"staff_user_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "staff_user_centers_staff_user_id_sale_unit_pk" PRIMARY KEY("staff_user_id","sale_unit")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text,
	"display_name" text NOT NULL,
	"mobile_no" text NOT NULL,
	"email" text,
	"role_code" text NOT NULL,
	"role_name" text NOT NULL,
	"sale_code" text,
	"line_user_id" text,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_users_username_uq" UNIQUE("username"),
	CONSTRAINT "staff_users_mobile_no_uq" UNIQUE("mobile_no"),
	CONSTRAINT "staff_users_sale_code_uq" UNIQUE("sale_code"),
	CONSTRAINT "staff_users_line_user_id_uq" UNIQUE("line_user_id"),
	CONSTRAINT "staff_users_role_code_not_blank" CHECK (length("staff_users"."role_code") > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_clients" (
	"agent_customer_id" integer NOT NULL,
	"client_customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_clients_agent_customer_id_client_customer_id_sale_unit_pk" PRIMARY KEY("agent_customer_id","client_customer_id","sale_unit"),
	CONSTRAINT "agent_clients_not_self" CHECK ("agent_clients"."agent_customer_id" <> "agent_clients"."client_customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_centers" (
	"customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_type" text,
	"store_type" text,
	"price_level" smallint,
	"is_primary" boolean DEFAULT false NOT NULL,
	"sales_user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_centers_customer_id_sale_unit_pk" PRIMARY KEY("customer_id","sale_unit"),
	CONSTRAINT "customer_centers_price_level_range" CHECK ("customer_centers"."price_level" is null or "customer_centers"."price_level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "customer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"photo_group_code" text NOT NULL,
	"file_path" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"mobile_no" text,
	"username" text,
	"password_hash" text,
	"price_level" smallint DEFAULT 1 NOT NULL,
	"authorize_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"debt_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"is_sap" boolean DEFAULT false NOT NULL,
	"person_type" text,
	"approval_status" text DEFAULT 'APPROVED' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"account_code" text,
	"tax_no" text,
	"shop_photo_image" text,
	"pic_file_name" text,
	"customer_type" text,
	"store_type" text,
	"is_agent" boolean DEFAULT false NOT NULL,
	"line_user_id" text,
	"picture_path" text,
	"email" text,
	"contact_person" text,
	"address" text,
	"referral_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"pdpa_version" text,
	"pdpa_accepted" boolean,
	CONSTRAINT "customers_customer_code_uq" UNIQUE("customer_code"),
	CONSTRAINT "customers_mobile_no_uq" UNIQUE("mobile_no"),
	CONSTRAINT "customers_username_uq" UNIQUE("username"),
	CONSTRAINT "customers_line_user_id_uq" UNIQUE("line_user_id"),
	CONSTRAINT "customers_price_level_range" CHECK ("customers"."price_level" between 1 and 5),
	CONSTRAINT "customers_approval_status_valid" CHECK ("customers"."approval_status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "customers_authorize_amount_not_negative" CHECK ("customers"."authorize_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"address_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"tax_id" text,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"province_code" text,
	"province_name" text,
	"ampher_code" text,
	"ampher_name" text,
	"town_code" text,
	"town_name" text,
	"postal_code" text,
	"lat" numeric(10, 7),
	"long" numeric(10, 7),
	"remark" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_addresses_type_valid" CHECK ("delivery_addresses"."address_type" in ('C', 'S', 'B'))
);
--> statement-breakpoint
CREATE TABLE "pdpa_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"version" text NOT NULL,
	"accepted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"mobile_no" text NOT NULL,
	"ref_code" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	CONSTRAINT "one_time_codes_purpose_valid" CHECK ("one_time_codes"."purpose" in ('REGISTER', 'STAFF_LOGIN', 'RIDER_LOGIN', 'RESET_PASSWORD')),
	CONSTRAINT "one_time_codes_attempts_not_negative" CHECK ("one_time_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "advance_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"p_code" text NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"unit1_price_level1" numeric(14, 2),
	"unit1_price_level1_type" text,
	"unit1_price_level2" numeric(14, 2),
	"unit1_price_level2_type" text,
	"unit1_price_level3" numeric(14, 2),
	"unit1_price_level3_type" text,
	"unit1_price_level4" numeric(14, 2),
	"unit1_price_level4_type" text,
	"unit1_price_level5" numeric(14, 2),
	"unit1_price_level5_type" text,
	"unit2_price_level1" numeric(14, 2),
	"unit2_price_level1_type" text,
	"unit2_price_level2" numeric(14, 2),
	"unit2_price_level2_type" text,
	"unit2_price_level3" numeric(14, 2),
	"unit2_price_level3_type" text,
	"unit2_price_level4" numeric(14, 2),
	"unit2_price_level4_type" text,
	"unit2_price_level5" numeric(14, 2),
	"unit2_price_level5_type" text,
	"unit3_price_level1" numeric(14, 2),
	"unit3_price_level1_type" text,
	"unit3_price_level2" numeric(14, 2),
	"unit3_price_level2_type" text,
	"unit3_price_level3" numeric(14, 2),
	"unit3_price_level3_type" text,
	"unit3_price_level4" numeric(14, 2),
	"unit3_price_level4_type" text,
	"unit3_price_level5" numeric(14, 2),
	"unit3_price_level5_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advance_prices_period_valid" CHECK ("advance_prices"."date_start" <= "advance_prices"."date_end")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"level" smallint NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"image" text,
	"parent_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_level_code_pk" PRIMARY KEY("level","code"),
	CONSTRAINT "categories_level_range" CHECK ("categories"."level" between 1 and 5),
	CONSTRAINT "categories_parent_by_level" CHECK (("categories"."level" = 1) = ("categories"."parent_code" is null))
);
--> statement-breakpoint
CREATE TABLE "center_products" (
	"sale_unit" text NOT NULL,
	"p_code" text NOT NULL,
	"price1" numeric(14, 2),
	"price1_type" text DEFAULT '2' NOT NULL,
	"price2" numeric(14, 2),
	"price2_type" text DEFAULT '2' NOT NULL,
	"price3" numeric(14, 2),
	"price3_type" text DEFAULT '2' NOT NULL,
	"price4" numeric(14, 2),
	"price4_type" text DEFAULT '2' NOT NULL,
	"price5" numeric(14, 2),
	"price5_type" text DEFAULT '2' NOT NULL,
	"show_price1" boolean DEFAULT true NOT NULL,
	"show_price2" boolean DEFAULT true NOT NULL,
	"show_price3" boolean DEFAULT true NOT NULL,
	"catalog_price" numeric(14, 2),
	"disabled" boolean DEFAULT false NOT NULL,
	"best_seller" boolean DEFAULT false NOT NULL,
	"hot_deal" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "center_products_sale_unit_p_code_pk" PRIMARY KEY("sale_unit","p_code"),
	CONSTRAINT "center_products_price1_type_valid" CHECK ("center_products"."price1_type" in ('0', '1', '2')),
	CONSTRAINT "center_products_price2_type_valid" CHECK ("center_products"."price2_type" in ('0', '1', '2')),
	CONSTRAINT "center_products_price3_type_valid" CHECK ("center_products"."price3_type" in ('0', '1', '2')),
	CONSTRAINT "center_products_price4_type_valid" CHECK ("center_products"."price4_type" in ('0', '1', '2')),
	CONSTRAINT "center_products_price5_type_valid" CHECK ("center_products"."price5_type" in ('0', '1', '2'))
);
--> statement-breakpoint
CREATE TABLE "display_group_products" (
	"display_group_id" integer NOT NULL,
	"p_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "display_group_products_display_group_id_p_code_pk" PRIMARY KEY("display_group_id","p_code")
);
--> statement-breakpoint
CREATE TABLE "display_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text,
	"type_name" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"logo_image" text,
	"use_translate_name" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"p_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_customer_id_sale_unit_p_code_pk" PRIMARY KEY("customer_id","sale_unit","p_code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"p_code" text PRIMARY KEY NOT NULL,
	"product_name_th" text NOT NULL,
	"product_name_en" text NOT NULL,
	"product_short_name_th" text,
	"product_short_name_en" text,
	"p_group_code" text,
	"p_group" text,
	"p_brand_code" text,
	"p_brand" text,
	"p_flavour_code" text,
	"p_flavour" text,
	"p_var_code" text,
	"p_var" text,
	"p_size_code" text,
	"p_size" text,
	"unit1_code" text NOT NULL,
	"unit1_name_th" text NOT NULL,
	"unit1_name_en" text NOT NULL,
	"unit1_rate" numeric(14, 4) DEFAULT 1 NOT NULL,
	"unit2_code" text,
	"unit2_name_th" text,
	"unit2_name_en" text,
	"unit2_rate" numeric(14, 4) DEFAULT 0 NOT NULL,
	"unit3_code" text,
	"unit3_name_th" text,
	"unit3_name_en" text,
	"unit3_rate" numeric(14, 4) DEFAULT 0 NOT NULL,
	"barcode1" text,
	"barcode2" text,
	"barcode3" text,
	"pic_filename1" text,
	"pic_filename2" text,
	"pic_filename3" text,
	"pic_filename4" text,
	"pic_filename5" text,
	"hierarchy1" text,
	"hierarchy2" text,
	"hierarchy3" text,
	"hierarchy4" text,
	"hierarchy5" text,
	"matype" text,
	"dchain" text,
	"description" text,
	"option1" numeric(14, 4) DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_unit1_rate_positive" CHECK ("products"."unit1_rate" > 0),
	CONSTRAINT "products_unit_rates_not_negative" CHECK ("products"."unit2_rate" >= 0 and "products"."unit3_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"sale_unit" text NOT NULL,
	"p_code" text NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_sale_unit_p_code_pk" PRIMARY KEY("sale_unit","p_code"),
	CONSTRAINT "stock_available_not_negative" CHECK ("stock"."available" >= 0),
	CONSTRAINT "stock_reserved_not_negative" CHECK ("stock"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"body_html_th" text NOT NULL,
	"body_html_en" text NOT NULL,
	"version" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_code_uq" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text,
	"news_type" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"body_th" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"image" text,
	"link" text,
	"use_period_date" boolean DEFAULT false NOT NULL,
	"date_begin" date,
	"date_end" date,
	"active_status" text DEFAULT 'Y' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_type_valid" CHECK ("news"."news_type" in ('B', 'N', 'P')),
	CONSTRAINT "news_active_status_valid" CHECK ("news"."active_status" in ('Y', 'N')),
	CONSTRAINT "news_period_valid" CHECK (not "news"."use_period_date" or ("news"."date_begin" is not null and "news"."date_end" is not null and "news"."date_begin" <= "news"."date_end"))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" text PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"promotion_id" integer,
	"customer_id" integer,
	"coupon_type" text NOT NULL,
	"value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"lock" text DEFAULT 'N' NOT NULL,
	"used_order_id" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	CONSTRAINT "coupons_lock_valid" CHECK ("coupons"."lock" in ('N', 'Y')),
	CONSTRAINT "coupons_used_consistent" CHECK (("coupons"."lock" = 'Y') = ("coupons"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "promotion_customer_types" (
	"promotion_id" integer NOT NULL,
	"customer_type_code" text NOT NULL,
	CONSTRAINT "promotion_customer_types_promotion_id_customer_type_code_pk" PRIMARY KEY("promotion_id","customer_type_code")
);
--> statement-breakpoint
CREATE TABLE "promotion_customers" (
	"promotion_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"inclusion" text NOT NULL,
	CONSTRAINT "promotion_customers_promotion_id_customer_id_pk" PRIMARY KEY("promotion_id","customer_id"),
	CONSTRAINT "promotion_customers_inclusion_valid" CHECK ("promotion_customers"."inclusion" in ('IN', 'NOT_IN'))
);
--> statement-breakpoint
CREATE TABLE "promotion_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"promotion_ln" integer NOT NULL,
	"buy_min" numeric(14, 4) DEFAULT 0 NOT NULL,
	"buy_max" numeric(14, 4),
	"order_buy" integer,
	"free_number" numeric(14, 4) DEFAULT 0 NOT NULL,
	"disc_number" numeric(14, 4) DEFAULT 0 NOT NULL,
	"disc_type" text,
	"disc_type_code" text,
	"opt6" text,
	CONSTRAINT "promotion_details_line_uq" UNIQUE("promotion_id","promotion_ln"),
	CONSTRAINT "promotion_details_amounts_valid" CHECK ("promotion_details"."buy_min" >= 0 and "promotion_details"."free_number" >= 0 and "promotion_details"."disc_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" integer NOT NULL,
	"kind" text NOT NULL,
	"p_code" text NOT NULL,
	"unit_level" smallint,
	CONSTRAINT "promotion_products_promotion_id_kind_p_code_pk" PRIMARY KEY("promotion_id","kind","p_code"),
	CONSTRAINT "promotion_products_kind_valid" CHECK ("promotion_products"."kind" in ('SALE', 'FREE'))
);
--> statement-breakpoint
CREATE TABLE "promotion_store_types" (
	"promotion_id" integer NOT NULL,
	"store_type_code" text NOT NULL,
	CONSTRAINT "promotion_store_types_promotion_id_store_type_code_pk" PRIMARY KEY("promotion_id","store_type_code")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"promotion_id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"promotion_name" text NOT NULL,
	"short_name" text NOT NULL,
	"promotion_remark" text DEFAULT '' NOT NULL,
	"promotion_type" text NOT NULL,
	"flag_enabled" text DEFAULT 'Y' NOT NULL,
	"date_begin" date NOT NULL,
	"date_end" date NOT NULL,
	"flag_cus_new" text DEFAULT 'N' NOT NULL,
	"flag_free_case" text DEFAULT 'N' NOT NULL,
	"weekdays" text DEFAULT 'YYYYYYY' NOT NULL,
	"store_list" text DEFAULT 'All' NOT NULL,
	"customer_list" text DEFAULT 'All' NOT NULL,
	"customer_type_list" text DEFAULT 'All' NOT NULL,
	"brand_list" text,
	"by_unit" boolean DEFAULT false NOT NULL,
	"sales_number" integer,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"usage_limit_per_customer" integer,
	"disc_tot_value" numeric(14, 2),
	"disc_tot_type" text,
	"disc_tot_type_code" text,
	"image" text,
	"opts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "promotions_type_valid" CHECK ("promotions"."promotion_type" in ('DiscountValue', 'DiscountPercent', 'FreeItem', '3')),
	CONSTRAINT "promotions_flag_enabled_valid" CHECK ("promotions"."flag_enabled" in ('Y', 'N')),
	CONSTRAINT "promotions_period_valid" CHECK ("promotions"."date_begin" <= "promotions"."date_end"),
	CONSTRAINT "promotions_weekdays_valid" CHECK ("promotions"."weekdays" ~ '^[YN]{7}$'),
	CONSTRAINT "promotions_usage_count_valid" CHECK ("promotions"."usage_count" >= 0 and ("promotions"."usage_limit" is null or "promotions"."usage_count" <= "promotions"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"balance" numeric(14, 4) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_customer_id_sale_unit_pk" PRIMARY KEY("customer_id","sale_unit"),
	CONSTRAINT "point_balances_balance_not_negative" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"delta" numeric(14, 4) NOT NULL,
	"balance_after" numeric(14, 4) NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_balance_after_not_negative" CHECK ("point_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"owner_key" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_scope_owner_key_key_pk" PRIMARY KEY("scope","owner_key","key")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"sale_unit" text NOT NULL,
	"year" integer NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counters_sale_unit_year_pk" PRIMARY KEY("sale_unit","year"),
	CONSTRAINT "order_counters_last_no_not_negative" CHECK ("order_counters"."last_no" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_pk" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"p_code" text NOT NULL,
	"product_name_th" text NOT NULL,
	"product_name_en" text NOT NULL,
	"unit_level" smallint NOT NULL,
	"unit_code" text NOT NULL,
	"unit_name_th" text NOT NULL,
	"unit_name_en" text NOT NULL,
	"unit_rate" numeric(14, 4) NOT NULL,
	"qty" integer NOT NULL,
	"base_qty" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"price_type" text NOT NULL,
	"price_level" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"points_per_unit" numeric(14, 4) DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"promotion_id" integer,
	"promotion_name" text,
	CONSTRAINT "order_lines_line_uq" UNIQUE("order_pk","line_no"),
	CONSTRAINT "order_lines_qty_positive" CHECK ("order_lines"."qty" > 0 and "order_lines"."base_qty" > 0),
	CONSTRAINT "order_lines_unit_level_range" CHECK ("order_lines"."unit_level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_pk" bigint NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"changed_by_kind" text NOT NULL,
	"changed_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_id" integer NOT NULL,
	"placed_by_user_id" integer,
	"placed_by_customer_id" integer,
	"status" text NOT NULL,
	"mode" text DEFAULT 'MONEY' NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"delivery_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"vat_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"points_used" numeric(14, 4) DEFAULT 0 NOT NULL,
	"points_earned" numeric(14, 4) DEFAULT 0 NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text DEFAULT 'UNPAID' NOT NULL,
	"delivery_method" text,
	"coupon_id" text,
	"ship_to" jsonb,
	"bill_to" jsonb,
	"remark" text,
	"need_tax_invoice" boolean DEFAULT false NOT NULL,
	"rider_id" integer,
	"tracking_no" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_sale_unit_order_id_uq" UNIQUE("sale_unit","order_id"),
	CONSTRAINT "orders_customer_idempotency_key_uq" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "orders_mode_valid" CHECK ("orders"."mode" in ('MONEY', 'POINT')),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."total" >= 0 and "orders"."discount_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"customer_key" text NOT NULL,
	"sale_unit" text NOT NULL,
	"mode" text DEFAULT 'MONEY' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_customer_key_sale_unit_mode_pk" PRIMARY KEY("customer_key","sale_unit","mode"),
	CONSTRAINT "carts_mode_valid" CHECK ("carts"."mode" in ('MONEY', 'POINT'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_reference_type_uq" UNIQUE("provider","reference","event_type")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_pk" bigint NOT NULL,
	"sale_unit" text NOT NULL,
	"provider" text NOT NULL,
	"method_code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_reference" text,
	"slip_file" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_reference_uq" UNIQUE("provider","provider_reference")
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"room_id" text NOT NULL,
	"member_id" text NOT NULL,
	"last_read" timestamp with time zone,
	CONSTRAINT "chat_members_room_id_member_id_pk" PRIMARY KEY("room_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"message_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"image_url" text,
	"created_at_number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type_valid" CHECK ("chat_messages"."message_type" in ('text', 'photo'))
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_code" text,
	"latest_message" text,
	"latest_sender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_bank_accounts" ADD CONSTRAINT "center_bank_accounts_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_bank_accounts" ADD CONSTRAINT "center_bank_accounts_bank_code_banks_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("bank_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amphers" ADD CONSTRAINT "amphers_province_code_provinces_province_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("province_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towns" ADD CONSTRAINT "towns_ampher_code_amphers_ampher_code_fk" FOREIGN KEY ("ampher_code") REFERENCES "public"."amphers"("ampher_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_centers" ADD CONSTRAINT "staff_user_centers_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_centers" ADD CONSTRAINT "staff_user_centers_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD CONSTRAINT "agent_clients_agent_customer_id_customers_id_fk" FOREIGN KEY ("agent_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD CONSTRAINT "agent_clients_client_customer_id_customers_id_fk" FOREIGN KEY ("client_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD CONSTRAINT "agent_clients_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_centers" ADD CONSTRAINT "customer_centers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_centers" ADD CONSTRAINT "customer_centers_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_centers" ADD CONSTRAINT "customer_centers_sales_user_id_staff_users_id_fk" FOREIGN KEY ("sales_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_files" ADD CONSTRAINT "customer_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_files" ADD CONSTRAINT "customer_files_uploaded_by_user_id_staff_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdpa_consents" ADD CONSTRAINT "pdpa_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_prices" ADD CONSTRAINT "advance_prices_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_prices" ADD CONSTRAINT "advance_prices_p_code_products_p_code_fk" FOREIGN KEY ("p_code") REFERENCES "public"."products"("p_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_products" ADD CONSTRAINT "center_products_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_products" ADD CONSTRAINT "center_products_p_code_products_p_code_fk" FOREIGN KEY ("p_code") REFERENCES "public"."products"("p_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_group_products" ADD CONSTRAINT "display_group_products_display_group_id_display_groups_id_fk" FOREIGN KEY ("display_group_id") REFERENCES "public"."display_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_group_products" ADD CONSTRAINT "display_group_products_p_code_products_p_code_fk" FOREIGN KEY ("p_code") REFERENCES "public"."products"("p_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_groups" ADD CONSTRAINT "display_groups_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_p_code_products_p_code_fk" FOREIGN KEY ("p_code") REFERENCES "public"."products"("p_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_p_code_products_p_code_fk" FOREIGN KEY ("p_code") REFERENCES "public"."products"("p_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_customer_types" ADD CONSTRAINT "promotion_customer_types_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_customers" ADD CONSTRAINT "promotion_customers_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_customers" ADD CONSTRAINT "promotion_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_details" ADD CONSTRAINT "promotion_details_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_p_code_products_p_code_fk" FOREIGN KEY ("p_code") REFERENCES "public"."products"("p_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_store_types" ADD CONSTRAINT "promotion_store_types_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_pk_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_pk_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_staff_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_customer_id_customers_id_fk" FOREIGN KEY ("placed_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_pk_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_room_id_chat_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_config_sale_unit_idx" ON "web_config" USING btree ("sale_unit");--> statement-breakpoint
CREATE INDEX "distribution_centers_active_idx" ON "distribution_centers" USING btree ("active");--> statement-breakpoint
CREATE INDEX "distribution_centers_line_channel_id_idx" ON "distribution_centers" USING btree ("line_channel_id");--> statement-breakpoint
CREATE INDEX "amphers_province_code_idx" ON "amphers" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "towns_ampher_code_idx" ON "towns" USING btree ("ampher_code");--> statement-breakpoint
CREATE INDEX "photo_groups_sale_unit_type_idx" ON "photo_groups" USING btree ("sale_unit","customer_type");--> statement-breakpoint
CREATE INDEX "riders_sale_unit_idx" ON "riders" USING btree ("sale_unit");--> statement-breakpoint
CREATE INDEX "staff_user_centers_sale_unit_idx" ON "staff_user_centers" USING btree ("sale_unit");--> statement-breakpoint
CREATE INDEX "agent_clients_client_idx" ON "agent_clients" USING btree ("client_customer_id");--> statement-breakpoint
CREATE INDEX "customer_centers_sale_unit_idx" ON "customer_centers" USING btree ("sale_unit","customer_id");--> statement-breakpoint
CREATE INDEX "customer_centers_sales_user_idx" ON "customer_centers" USING btree ("sales_user_id");--> statement-breakpoint
CREATE INDEX "customer_files_customer_idx" ON "customer_files" USING btree ("customer_id","sale_unit","created_at");--> statement-breakpoint
CREATE INDEX "customers_customer_name_trgm_idx" ON "customers" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_customer_code_trgm_idx" ON "customers" USING gin ("customer_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_addresses_customer_idx" ON "delivery_addresses" USING btree ("customer_id","sale_unit","address_type");--> statement-breakpoint
CREATE INDEX "pdpa_consents_customer_idx" ON "pdpa_consents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_lookup_idx" ON "one_time_codes" USING btree ("mobile_no","purpose","ref_code");--> statement-breakpoint
CREATE INDEX "one_time_codes_recent_idx" ON "one_time_codes" USING btree ("mobile_no","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_ip_idx" ON "one_time_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "advance_prices_lookup_idx" ON "advance_prices" USING btree ("sale_unit","p_code","date_start","date_end");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("level","parent_code");--> statement-breakpoint
CREATE INDEX "center_products_list_idx" ON "center_products" USING btree ("sale_unit","disabled","sort","p_code");--> statement-breakpoint
CREATE INDEX "center_products_p_code_idx" ON "center_products" USING btree ("p_code");--> statement-breakpoint
CREATE INDEX "center_products_best_seller_idx" ON "center_products" USING btree ("sale_unit") WHERE "center_products"."best_seller";--> statement-breakpoint
CREATE INDEX "center_products_hot_deal_idx" ON "center_products" USING btree ("sale_unit") WHERE "center_products"."hot_deal";--> statement-breakpoint
CREATE INDEX "display_group_products_p_code_idx" ON "display_group_products" USING btree ("p_code");--> statement-breakpoint
CREATE INDEX "display_groups_type_idx" ON "display_groups" USING btree ("type_name","sale_unit","sort");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_th_trgm_idx" ON "products" USING gin ("product_name_th" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin ("product_name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_p_code_trgm_idx" ON "products" USING gin ("p_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_hierarchy_idx" ON "products" USING btree ("hierarchy1","hierarchy2","hierarchy3","hierarchy4","hierarchy5");--> statement-breakpoint
CREATE INDEX "products_barcode1_idx" ON "products" USING btree ("barcode1");--> statement-breakpoint
CREATE INDEX "products_barcode2_idx" ON "products" USING btree ("barcode2");--> statement-breakpoint
CREATE INDEX "products_barcode3_idx" ON "products" USING btree ("barcode3");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("p_brand_code");--> statement-breakpoint
CREATE INDEX "products_matype_idx" ON "products" USING btree ("matype");--> statement-breakpoint
CREATE INDEX "contents_kind_idx" ON "contents" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "news_listing_idx" ON "news" USING btree ("news_type","active_status","sale_unit","sort");--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id","sale_unit","lock");--> statement-breakpoint
CREATE INDEX "coupons_promotion_idx" ON "coupons" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_customers_customer_idx" ON "promotion_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "promotion_products_p_code_idx" ON "promotion_products" USING btree ("p_code","kind");--> statement-breakpoint
CREATE INDEX "promotions_sale_unit_idx" ON "promotions" USING btree ("sale_unit","flag_enabled","date_begin","date_end");--> statement-breakpoint
CREATE INDEX "promotions_name_trgm_idx" ON "promotions" USING gin ("promotion_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "point_ledger_customer_idx" ON "point_ledger" USING btree ("customer_id","sale_unit","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_p_code_idx" ON "order_lines" USING btree ("p_code");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_pk","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","sale_unit","created_at");--> statement-breakpoint
CREATE INDEX "orders_center_idx" ON "orders" USING btree ("sale_unit","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_rider_idx" ON "orders" USING btree ("rider_id","status");--> statement-breakpoint
CREATE INDEX "orders_placed_by_user_idx" ON "orders" USING btree ("placed_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_pk");--> statement-breakpoint
CREATE INDEX "chat_members_member_idx" ON "chat_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","created_at_number");--> statement-breakpoint
CREATE INDEX "chat_rooms_sale_unit_idx" ON "chat_rooms" USING btree ("sale_unit","updated_at");