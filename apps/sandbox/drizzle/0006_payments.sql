CREATE TYPE "public"."deposit_status" AS ENUM('pending', 'success', 'error');--> statement-breakpoint
CREATE TABLE "payment_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method_id" text NOT NULL,
	"status" "deposit_status" NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_deposits_user_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payment_deposits_amount_positive" CHECK ("payment_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_deposit_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"birth_date" text,
	"country" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_user_id_platform_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."platform_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_deposit_details" ADD CONSTRAINT "player_deposit_details_user_id_platform_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."platform_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_deposits_user_idx" ON "payment_deposits" USING btree ("user_id","created_at");