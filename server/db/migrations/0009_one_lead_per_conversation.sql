-- A conversation belongs to at most one lead (decision 055): later leads that named an already linked conversation keep their row, without the link.
UPDATE "leads" SET "conversation_id" = NULL WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "conversation_id" ORDER BY "created_at", "sequence") AS "rank" FROM "leads" WHERE "conversation_id" IS NOT NULL) AS "ranked" WHERE "rank" > 1);--> statement-breakpoint
DROP INDEX "leads_conversation_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "leads_conversation_id_unique" ON "leads" USING btree ("conversation_id");
