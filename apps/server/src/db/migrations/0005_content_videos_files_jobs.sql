CREATE TABLE "video_splitscreens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_splitscreens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"main_video_id" integer NOT NULL,
	"selected_video_id" integer NOT NULL,
	"offset_seconds" real DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_topics" (
	"video_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "video_topics_video_id_term_id_pk" PRIMARY KEY("video_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "video_uploads" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"assignment_id" integer,
	"title" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"size" bigint,
	"video_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_users" (
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "video_users_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"owner_id" integer,
	"assignment_id" integer,
	"title" text NOT NULL,
	"visibility" text DEFAULT 'course' NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"source_key" text NOT NULL,
	"source_file_name" text NOT NULL,
	"source_content_type" text NOT NULL,
	"source_size" bigint NOT NULL,
	"playback_key" text,
	"playback_size" bigint,
	"poster_key" text,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "videos_visibility_valid" CHECK ("videos"."visibility" IN ('course', 'selected', 'private')),
	CONSTRAINT "videos_status_valid" CHECK ("videos"."status" IN ('processing', 'ready', 'failed')),
	CONSTRAINT "videos_source_size_valid" CHECK ("videos"."source_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_id" integer NOT NULL,
	"author_id" integer,
	"comment_text" text NOT NULL,
	"assignment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"assignment_id" integer,
	"external_url" text,
	"video_id" integer,
	"video_time_tenths" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_type_valid" CHECK ("content_items"."type" IN ('blog', 'news', 'cmap', 'external_content', 'videocomment', 'dialog')),
	CONSTRAINT "content_items_video_time_valid" CHECK ("content_items"."video_time_tenths" IS NULL OR "content_items"."video_time_tenths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_terms" (
	"content_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "content_terms_content_id_term_id_pk" PRIMARY KEY("content_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "course_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"folder_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "course_files_size_valid" CHECK ("course_files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "editor_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_images_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "editor_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"idempotency_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_valid" CHECK ("jobs"."status" IN ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "jobs_attempts_valid" CHECK ("jobs"."attempts" >= 0 AND "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "video_splitscreens" ADD CONSTRAINT "video_splitscreens_main_video_id_videos_id_fk" FOREIGN KEY ("main_video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_splitscreens" ADD CONSTRAINT "video_splitscreens_selected_video_id_videos_id_fk" FOREIGN KEY ("selected_video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_splitscreens" ADD CONSTRAINT "video_splitscreens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_topics" ADD CONSTRAINT "video_topics_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_topics" ADD CONSTRAINT "video_topics_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_users" ADD CONSTRAINT "video_users_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_users" ADD CONSTRAINT "video_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_terms" ADD CONSTRAINT "content_terms_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_terms" ADD CONSTRAINT "content_terms_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_files" ADD CONSTRAINT "course_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_files" ADD CONSTRAINT "course_files_folder_id_course_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."course_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_files" ADD CONSTRAINT "course_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_folders" ADD CONSTRAINT "course_folders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_folders" ADD CONSTRAINT "course_folders_parent_id_course_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_folders" ADD CONSTRAINT "course_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_images" ADD CONSTRAINT "editor_images_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_images" ADD CONSTRAINT "editor_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_splitscreens_main_video_id_idx" ON "video_splitscreens" USING btree ("main_video_id");--> statement-breakpoint
CREATE INDEX "video_splitscreens_selected_video_id_idx" ON "video_splitscreens" USING btree ("selected_video_id");--> statement-breakpoint
CREATE INDEX "video_topics_term_id_idx" ON "video_topics" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "video_uploads_user_id_idx" ON "video_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "video_users_user_id_idx" ON "video_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "videos_course_id_created_at_idx" ON "videos" USING btree ("course_id","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_owner_id_idx" ON "videos" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "videos_assignment_id_idx" ON "videos" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "content_comments_content_created_idx" ON "content_comments" USING btree ("content_id","created_at","id");--> statement-breakpoint
CREATE INDEX "content_comments_author_id_idx" ON "content_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "content_items_course_created_idx" ON "content_items" USING btree ("course_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_course_type_created_idx" ON "content_items" USING btree ("course_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_author_id_idx" ON "content_items" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "content_items_assignment_id_idx" ON "content_items" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "content_items_video_id_idx" ON "content_items" USING btree ("video_id","video_time_tenths");--> statement-breakpoint
CREATE INDEX "content_terms_term_id_idx" ON "content_terms" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "course_files_course_folder_idx" ON "course_files" USING btree ("course_id","folder_id");--> statement-breakpoint
CREATE INDEX "course_folders_course_parent_idx" ON "course_folders" USING btree ("course_id","parent_id");--> statement-breakpoint
CREATE INDEX "editor_images_course_id_idx" ON "editor_images" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_idempotency_key_uq" ON "jobs" USING btree ("idempotency_key");