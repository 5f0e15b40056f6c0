DROP INDEX "projects_user_updated_idx";--> statement-breakpoint
CREATE INDEX "projects_user_updated_id_idx" ON "projects" USING btree ("user_id","updated_at","id");