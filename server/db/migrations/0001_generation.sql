ALTER TABLE "lumi_prompts" ADD COLUMN "mode" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "generation_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lumi_prompts_user_created_idx" ON "lumi_prompts" USING btree ("user_id","created_at");