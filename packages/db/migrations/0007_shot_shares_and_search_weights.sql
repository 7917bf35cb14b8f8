CREATE TABLE "shot_shares" (
	"shot_id" text NOT NULL,
	"sharer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shot_shares_shot_id_sharer_pk" PRIMARY KEY("shot_id","sharer")
);
--> statement-breakpoint
ALTER TABLE "shot_shares" ADD CONSTRAINT "shot_shares_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Collections' search vectors are rebuilt with lesson text split by access (open lessons weight C,
-- locked ones D); a null vector is rebuilt by the seed at the next start.
UPDATE "collections" SET "search_vector" = NULL, "search_words" = NULL;
