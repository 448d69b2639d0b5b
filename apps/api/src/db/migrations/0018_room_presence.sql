CREATE TABLE "consultation_presence" (
	"connection" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"present_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_presence" ADD CONSTRAINT "consultation_presence_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_presence_by_room" ON "consultation_presence" USING btree ("booking_id","present_until");