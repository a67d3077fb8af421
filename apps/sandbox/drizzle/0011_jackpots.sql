CREATE TABLE "jackpot_contributions" (
	"bet_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "jackpot_contributions_bet_id_level_id_pk" PRIMARY KEY("bet_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"level_version" integer NOT NULL,
	"bet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"seed" bigint NOT NULL,
	"ceiling" bigint NOT NULL,
	"pool" bigint NOT NULL,
	"share_bp" integer NOT NULL,
	"hit_one_in" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"min_stake" bigint NOT NULL,
	"rules" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "used_in_jackpot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_level_version_idx" ON "jackpot_hits" USING btree ("level_id","level_version");--> statement-breakpoint
CREATE INDEX "jackpot_hits_user_idx" ON "jackpot_hits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_bet_idx" ON "jackpot_hits" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code_idx" ON "jackpot_levels" USING btree ("jackpot_id","code");