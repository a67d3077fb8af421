CREATE TYPE "public"."favourite_kind" AS ENUM('matches', 'tournaments');--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"kind" "favourite_kind" NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_kind_entity_id_pk" PRIMARY KEY("user_id","kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "player_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stakes" jsonb NOT NULL,
	"auto_accept_odds_change" text NOT NULL,
	"odds_type" text NOT NULL,
	"one_signal_subscription" text,
	"updated_at" timestamp with time zone NOT NULL
);
