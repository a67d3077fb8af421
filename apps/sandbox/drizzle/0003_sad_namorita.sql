CREATE TABLE "bet_requests" (
	"user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"request_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_requests_user_id_device_id_request_key_pk" PRIMARY KEY("user_id","device_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "bet_share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bets" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ref" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"result" text NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"odds" text NOT NULL,
	"win_amount" bigint,
	"selections" jsonb NOT NULL,
	"match_ids" integer[] NOT NULL,
	"system_id" text,
	"custom_odds" text,
	"bonus" jsonb,
	"device_id" text NOT NULL,
	"request_key" text NOT NULL,
	"request_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE INDEX "bets_user_created_idx" ON "bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bets_status_idx" ON "bets" USING btree ("status");