ALTER TABLE "lumi_prompts" ADD COLUMN "auto_fix" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_versions" ADD COLUMN "works" boolean;