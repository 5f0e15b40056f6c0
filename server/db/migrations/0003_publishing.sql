CREATE TABLE "app_visits" (
	"deployment_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_visits_deployment_id_day_pk" PRIMARY KEY("deployment_id","day")
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "publish_slug" text;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "build_id" uuid;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "previous_build_id" uuid;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app_visits" ADD CONSTRAINT "app_visits_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_previous_build_id_builds_id_fk" FOREIGN KEY ("previous_build_id") REFERENCES "public"."builds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deployments_project_uq" ON "deployments" USING btree ("project_id");