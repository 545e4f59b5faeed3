// The assignments service (spec §3, §4, §6) as the routes call it: a thin surface over the function
// files (assignments.crud.ts, .progress.ts, .attachments.ts, .cockpit.ts). Routes call this; it never
// sees the request. Other modules use assignment-access.ts and assignments.sources.ts instead.
import type {
  Assignment,
  AssignmentAttachment,
  AssignmentCockpit,
  AssignmentCreateInput,
  AssignmentFormOptions,
  AssignmentListQuery,
  AssignmentListResponse,
  AssignmentProgressInput,
  AssignmentProgressResponse,
  AssignmentsCourseCockpit,
  AssignmentUpdateInput,
} from '@campus/shared';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../lib/storage.ts';
import type { Principal } from '../auth/principal.ts';
import { addAttachment, openAttachment, removeAttachment, type IncomingFile, type OpenedAttachment } from './assignments.attachments.ts';
import { assignmentCockpit, courseCockpit } from './assignments.cockpit.ts';
import type { AssignmentDeps } from './assignments.context.ts';
import {
  assignmentFormOptions,
  createAssignment,
  editAssignment,
  getAssignment,
  listAssignments,
  removeAssignment,
} from './assignments.crud.ts';
import { setAssignmentProgress } from './assignments.progress.ts';
import { NO_SOURCES, type AssignmentSources } from './assignments.sources.ts';

export interface AssignmentServiceDeps {
  db: Database;
  files: FileStore;
  sources?: AssignmentSources;
  now?: () => Date;
}

export class AssignmentService {
  private readonly deps: AssignmentDeps;

  constructor(deps: AssignmentServiceDeps) {
    this.deps = { db: deps.db, files: deps.files, sources: deps.sources ?? NO_SOURCES, now: deps.now ?? (() => new Date()) };
  }

  list(principal: Principal, query: AssignmentListQuery): Promise<AssignmentListResponse> {
    return listAssignments(this.deps, principal, query);
  }

  get(principal: Principal, id: number): Promise<Assignment> {
    return getAssignment(this.deps, principal, id);
  }

  create(principal: Principal, input: AssignmentCreateInput): Promise<Assignment> {
    return createAssignment(this.deps, principal, input);
  }

  update(principal: Principal, id: number, input: AssignmentUpdateInput): Promise<Assignment> {
    return editAssignment(this.deps, principal, id, input);
  }

  remove(principal: Principal, id: number): Promise<void> {
    return removeAssignment(this.deps, principal, id);
  }

  formOptions(principal: Principal, courseId: number): Promise<AssignmentFormOptions> {
    return assignmentFormOptions(this.deps, principal, courseId);
  }

  setProgress(principal: Principal, id: number, input: AssignmentProgressInput): Promise<AssignmentProgressResponse> {
    return setAssignmentProgress(this.deps, principal, id, input);
  }

  addAttachment(principal: Principal, id: number, receive: () => Promise<IncomingFile | undefined>): Promise<AssignmentAttachment> {
    return addAttachment(this.deps, principal, id, receive);
  }

  openAttachment(principal: Principal, id: number, attachmentId: number): Promise<OpenedAttachment> {
    return openAttachment(this.deps, principal, id, attachmentId);
  }

  removeAttachment(principal: Principal, id: number, attachmentId: number): Promise<void> {
    return removeAttachment(this.deps, principal, id, attachmentId);
  }

  courseCockpit(principal: Principal, courseId: number): Promise<AssignmentsCourseCockpit> {
    return courseCockpit(this.deps, principal, courseId);
  }

  assignmentCockpit(principal: Principal, id: number): Promise<AssignmentCockpit> {
    return assignmentCockpit(this.deps, principal, id);
  }
}
