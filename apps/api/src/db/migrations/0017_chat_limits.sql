CREATE TABLE "consultation_chat_counts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"messages" integer NOT NULL,
	CONSTRAINT "consultation_chat_counts_at_most" CHECK ("consultation_chat_counts"."messages" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "consultation_chat_counts" ADD CONSTRAINT "consultation_chat_counts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written: every chat message is counted against its room as it is inserted; the count's check
-- (at most 500) refuses the message past it, whichever process or path inserts it (decision 034).
-- Rooms that already had more keep them and take no more.
INSERT INTO "consultation_chat_counts" ("booking_id", "messages")
  SELECT "booking_id", least(count(*), 500) FROM "consultation_messages" GROUP BY "booking_id";--> statement-breakpoint
CREATE FUNCTION "consultation_messages_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "consultation_chat_counts" ("booking_id", "messages") VALUES (NEW.booking_id, 1)
    ON CONFLICT ("booking_id") DO UPDATE SET "messages" = "consultation_chat_counts"."messages" + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consultation_messages_count" BEFORE INSERT ON "consultation_messages"
  FOR EACH ROW EXECUTE FUNCTION "consultation_messages_count"();
