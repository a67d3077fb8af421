CREATE TABLE "issued_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"campaign" text NOT NULL,
	"issue_key" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"amount" bigint,
	"currency" text,
	"times_used" integer DEFAULT 0 NOT NULL,
	"uses_count" integer NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "bonus_terms" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_bonuses_issue_key_idx" ON "issued_bonuses" USING btree ("user_id","issue_key");--> statement-breakpoint
CREATE INDEX "issued_bonuses_user_idx" ON "issued_bonuses" USING btree ("user_id","id");