CREATE TYPE "public"."sport_kind" AS ENUM('regular', 'cyber');--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"type" "sport_kind" NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key")
);
