CREATE TABLE "video_progress" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"watched_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" real DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"last_position" real DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id"),
	CONSTRAINT "video_progress_last_position_valid" CHECK ("video_progress"."last_position" >= 0),
	CONSTRAINT "video_progress_watched_seconds_valid" CHECK ("video_progress"."watched_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "learning_path_completions" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_path_completions_course_id_user_id_kind_ref_id_pk" PRIMARY KEY("course_id","user_id","kind","ref_id"),
	CONSTRAINT "learning_path_completions_kind_valid" CHECK ("learning_path_completions"."kind" IN ('assignment', 'content', 'external_content', 'video', 'document'))
);
--> statement-breakpoint
CREATE TABLE "learning_path_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_path_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_path_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_path_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"assignment_id" integer,
	"content_item_id" integer,
	"video_id" integer,
	"course_file_id" integer,
	"requires_previous" boolean DEFAULT false NOT NULL,
	CONSTRAINT "learning_path_steps_kind_valid" CHECK ("learning_path_steps"."kind" IN ('assignment', 'content', 'external_content', 'video', 'document')),
	CONSTRAINT "learning_path_steps_target_matches_kind" CHECK (("learning_path_steps"."kind" = 'assignment') = ("learning_path_steps"."assignment_id" IS NOT NULL)
        AND ("learning_path_steps"."kind" IN ('content', 'external_content')) = ("learning_path_steps"."content_item_id" IS NOT NULL)
        AND ("learning_path_steps"."kind" = 'video') = ("learning_path_steps"."video_id" IS NOT NULL)
        AND ("learning_path_steps"."kind" = 'document') = ("learning_path_steps"."course_file_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_completions" ADD CONSTRAINT "learning_path_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_completions" ADD CONSTRAINT "learning_path_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_sections" ADD CONSTRAINT "learning_path_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_section_id_learning_path_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."learning_path_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_course_file_id_course_files_id_fk" FOREIGN KEY ("course_file_id") REFERENCES "public"."course_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_progress_video_id_idx" ON "video_progress" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "learning_path_sections_course_id_idx" ON "learning_path_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "learning_path_steps_section_id_idx" ON "learning_path_steps" USING btree ("section_id","position");