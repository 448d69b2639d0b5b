-- Presence is kept per party from now on (decision 034); the rows per socket last 45 s at most, so they go.
DELETE FROM "consultation_presence";--> statement-breakpoint
ALTER TABLE "consultation_presence" DROP COLUMN "connection";--> statement-breakpoint
ALTER TABLE "consultation_presence" ADD COLUMN "party" text NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_presence" ADD CONSTRAINT "consultation_presence_booking_id_party_pk" PRIMARY KEY("booking_id","party");--> statement-breakpoint
ALTER TABLE "consultation_presence" ADD CONSTRAINT "consultation_presence_party_known" CHECK ("consultation_presence"."party" in ('patient', 'doctor'));
