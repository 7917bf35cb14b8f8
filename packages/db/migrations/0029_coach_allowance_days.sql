CREATE TABLE "coach_allowance_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "coach_allowance_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
