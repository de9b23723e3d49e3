CREATE INDEX "chat_turns_unanswered_idx" ON "chat_turns" USING btree ("created_at") WHERE "chat_turns"."unanswered" is not null;--> statement-breakpoint
CREATE INDEX "conversations_created_at_idx" ON "conversations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_conversation_id_idx" ON "leads" USING btree ("conversation_id");