// Where a step of the path leads: the screen of its assignment, content item, video or the course
// documents (a document has no screen of its own). Only screens that exist are linked.
import { CONTENT_DETAIL_KIND, coursePath, type LearningPathStep } from '@campus/shared';

type EditableType = keyof typeof CONTENT_DETAIL_KIND;

function isEditableType(type: string | null): type is EditableType {
  return type !== null && Object.hasOwn(CONTENT_DETAIL_KIND, type);
}

export function stepTarget(courseId: number, step: Pick<LearningPathStep, 'kind' | 'refId' | 'contentType'>): string | null {
  switch (step.kind) {
    case 'assignment':
      return coursePath(courseId, 'assignment', { assignmentId: step.refId });
    case 'video':
      return coursePath(courseId, 'video-player', { id: step.refId });
    case 'document':
      return coursePath(courseId, 'course-documents');
    case 'content':
    case 'external_content':
      return isEditableType(step.contentType) ? coursePath(courseId, 'content-details', { kind: CONTENT_DETAIL_KIND[step.contentType], id: step.refId }) : null;
  }
}
