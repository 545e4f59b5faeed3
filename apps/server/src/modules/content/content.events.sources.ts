// What the content feature tells others (app.ts wires it): a new item, e.g. for notifications (issue 16).
// Optional; the routes work without it.

export interface ContentCreatedEvent {
  contentId: number;
  courseId: number;
  /** The content type (`blog`, `news`, `cmap`, `external_content`, `videocomment`, …). */
  type: string;
  /** Plain text. */
  title: string;
  authorUid: number;
  /** The roles the author acts with in the course. */
  authorRoleIds: readonly number[];
  /** The course's member_blog_notification flag (spec §3). */
  memberBlogNotification: boolean;
  /** The video a `videocomment` is on. */
  videoId: number | null;
}

/** Called after an item is stored; a failure is logged, never the author's problem. */
export type OnContentCreated = (event: ContentCreatedEvent) => Promise<void>;
