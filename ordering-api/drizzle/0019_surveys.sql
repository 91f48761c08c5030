CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "survey_questions_kind_valid" CHECK ("survey_questions"."kind" in ('YESNO', 'CHOICE', 'NUMBER', 'TEXT'))
);
--> statement-breakpoint
CREATE TABLE "survey_response_answers" (
	"response_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"question_id" integer,
	"kind" text NOT NULL,
	"question_text" text NOT NULL,
	"value" text,
	CONSTRAINT "survey_response_answers_response_id_sort_pk" PRIMARY KEY("response_id","sort"),
	CONSTRAINT "survey_response_answers_kind_valid" CHECK ("survey_response_answers"."kind" in ('YESNO', 'CHOICE', 'NUMBER', 'TEXT'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_id" integer NOT NULL,
	"staff_user_id" integer,
	"title" text NOT NULL,
	"client_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_client_ref_uq" UNIQUE("staff_user_id","client_ref")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_unit" text NOT NULL,
	"customer_type" text,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_title_not_blank" CHECK (length("surveys"."title") > 0)
);
--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_answers" ADD CONSTRAINT "survey_response_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_answers" ADD CONSTRAINT "survey_response_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_sale_unit_distribution_centers_sale_unit_fk" FOREIGN KEY ("sale_unit") REFERENCES "public"."distribution_centers"("sale_unit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","sort");--> statement-breakpoint
CREATE INDEX "survey_responses_customer_idx" ON "survey_responses" USING btree ("sale_unit","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "surveys_sale_unit_type_idx" ON "surveys" USING btree ("sale_unit","customer_type");