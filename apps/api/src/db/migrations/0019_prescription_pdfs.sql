CREATE TABLE "prescription_pdfs" (
	"prescription_id" uuid NOT NULL,
	"language" text NOT NULL,
	"fingerprint" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_pdfs_prescription_id_language_pk" PRIMARY KEY("prescription_id","language"),
	CONSTRAINT "prescription_pdfs_language_known" CHECK ("prescription_pdfs"."language" in ('en', 'bn'))
);
--> statement-breakpoint
ALTER TABLE "prescription_pdfs" ADD CONSTRAINT "prescription_pdfs_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;