ALTER TABLE "project_github_repos" ADD COLUMN "pending_commit_sha" text;--> statement-breakpoint
ALTER TABLE "project_github_repos" ADD COLUMN "pending_version" integer;