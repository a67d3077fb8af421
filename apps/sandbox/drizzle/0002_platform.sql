CREATE TYPE "public"."outbox_kind" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TABLE "platform_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "outbox_kind" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"nickname" text,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"phone_number" text,
	"phone_country" text,
	"phone_verified_at" timestamp with time zone,
	"phone_code_hash" text,
	"phone_code_sent_at" timestamp with time zone,
	"phone_codes_sent" integer DEFAULT 0 NOT NULL,
	"phone_code_day" text,
	"confirmed_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"unlock_token_hash" text,
	"reset_token_hash" text,
	"reset_sent_at" timestamp with time zone,
	"comp_points" integer DEFAULT 0 NOT NULL,
	"status_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_users_email_unique" UNIQUE("email"),
	CONSTRAINT "platform_users_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash"),
	CONSTRAINT "platform_users_unlock_token_hash_unique" UNIQUE("unlock_token_hash"),
	CONSTRAINT "platform_users_reset_token_hash_unique" UNIQUE("reset_token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"strategy" text,
	"period" text,
	"parent_type" text,
	"value" bigint,
	"used" integer DEFAULT 0 NOT NULL,
	"disable_at" timestamp with time zone,
	"confirm_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"locked" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "wallet_balance_not_negative" CHECK ("wallet_accounts"."balance" >= 0),
	CONSTRAINT "wallet_locked_within_balance" CHECK ("wallet_accounts"."locked" >= 0 and "wallet_accounts"."locked" <= "wallet_accounts"."balance")
);
--> statement-breakpoint
CREATE TABLE "wallet_operations" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_sessions" ADD CONSTRAINT "platform_sessions_user_id_platform_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."platform_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_user_id_platform_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."platform_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_platform_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."platform_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_sessions_user_idx" ON "platform_sessions" USING btree ("user_id");