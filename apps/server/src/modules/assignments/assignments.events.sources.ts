// What the assignments feature tells others (app.ts wires it): an assignment was published (created
// published, or a draft turned published), e.g. for notifications (issue 16). Optional.

export interface AssignmentPublishedEvent {
  assignmentId: number;
  courseId: number;
  /** Plain text. */
  title: string;
  actorUid: number;
  /** The learners it is for (published audience rules: target groups, workgroups). */
  learnerUids: number[];
}

/** Called after the change is stored; a failure is logged, never the caller's problem. */
export type OnAssignmentPublished = (event: AssignmentPublishedEvent) => Promise<void>;
