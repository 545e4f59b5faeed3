// Rows → the wire shapes of packages/shared/src/assignments.ts. No rules here beyond formatting.
import {
  REST_BASE,
  type Assignment,
  type AssignmentAttachment,
  type AssignmentProgressStatus,
  type AssignmentVideo,
  type CockpitAssignment,
} from '@campus/shared';
import type { AssignmentRow, AttachmentRow, AudienceRow, ProgressRow } from './assignments.repository.ts';

export function iso(date: Date): string {
  return date.toISOString();
}

export function isoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

export function attachmentUrl(assignmentId: number, attachmentId: number): string {
  return `${REST_BASE}/assignments/${assignmentId}/attachments/${attachmentId}`;
}

export function presentAttachment(row: AttachmentRow): AssignmentAttachment {
  const itemUrl = attachmentUrl(row.assignmentId, row.id);
  return {
    id: row.id,
    name: row.fileName,
    contentType: row.contentType,
    size: row.size,
    item_url: itemUrl,
    download_url: `${itemUrl}?download=1`,
    createdAt: iso(row.createdAt),
  };
}

export interface PresentAssignmentInput {
  row: AssignmentRow;
  audience: AudienceRow;
  attachments: readonly AttachmentRow[];
  videos: readonly AssignmentVideo[];
  includeVideos: boolean;
  isEmpty: boolean;
  canWorkOn: boolean;
  progress: ProgressRow | undefined;
}

export function presentAssignment(input: PresentAssignmentInput): Assignment {
  const { row } = input;
  const status: AssignmentProgressStatus = input.progress?.status ?? 'not_started';
  const assignment: Assignment = {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    status: row.status,
    dueDate: isoOrNull(row.dueAt),
    position: row.position,
    attachments: input.attachments.map(presentAttachment),
    studentProcessing: { can_work_on: input.canWorkOn, description: row.processingDescription },
    studentProgress: { status, updatedAt: isoOrNull(input.progress?.updatedAt) },
    targetGroups: input.audience.targetGroups,
    workgroups: input.audience.workgroups,
    isEmpty: input.isEmpty,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
  if (input.includeVideos) assignment.videos = [...input.videos];
  return assignment;
}

export function presentCockpitAssignment(row: AssignmentRow, audience: AudienceRow): CockpitAssignment {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    dueDate: isoOrNull(row.dueAt),
    position: row.position,
    targetGroups: audience.targetGroups,
    workgroups: audience.workgroups,
  };
}
