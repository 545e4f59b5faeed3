// Files attached to an assignment: added and removed by course staff, opened by whoever sees the
// assignment. Each upload is checked before it is read and streamed in within the size limit.
import { ASSIGNMENT_ERROR_CODES, ASSIGNMENT_LIMITS, ERROR_CODES, sanitizeFileName, type AssignmentAttachment } from '@campus/shared';
import type { Readable } from 'node:stream';
import type { Principal } from '../../auth-core/principal.ts';
import { cleanContentType } from '../../lib/content-type.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UploadedFileStream } from '../../lib/http-files.ts';
import { FileNotFoundError, FileTooLargeError, newStorageKey } from '../../lib/storage.ts';
import { assignmentContext, requireManage, type AssignmentDeps } from './assignments.context.ts';
import { presentAttachment } from './assignments.presenter.ts';
import {
  deleteAttachment,
  findAttachment,
  findAttachments,
  insertAttachmentWithinLimit,
  updateAssignment,
  type AttachmentRow,
} from './assignments.repository.ts';

export interface OpenedAttachment {
  attachment: AssignmentAttachment;
  stream: Readable;
  size: number;
}

function attachmentLimit(): AppError {
  return new AppError(
    409,
    ASSIGNMENT_ERROR_CODES.attachmentLimit,
    `An assignment has at most ${ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax} attachments.`,
  );
}

/**
 * Checks the user may add a file BEFORE the upload is read (`receive` pulls it from the request),
 * then streams it into the file store within the size limit.
 */
export async function addAttachment(
  deps: AssignmentDeps,
  principal: Principal,
  id: number,
  receive: () => Promise<UploadedFileStream | undefined>,
): Promise<AssignmentAttachment> {
  const context = await assignmentContext(deps, principal, id);
  requireManage(context);
  const existing = (await findAttachments(deps.db, [id])).get(id) ?? [];
  if (existing.length >= ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax) throw attachmentLimit();

  const file = await receive();
  if (!file) {
    throw new AppError(400, ASSIGNMENT_ERROR_CODES.attachmentMissing, 'Send the file as multipart/form-data field "file".');
  }
  const key = newStorageKey('assignments', deps.now());
  let size: number;
  try {
    ({ size } = await deps.files.put(key, file.stream, { maxBytes: ASSIGNMENT_LIMITS.attachmentMaxBytes }));
    if (file.wasTruncated()) throw new FileTooLargeError(ASSIGNMENT_LIMITS.attachmentMaxBytes);
  } catch (error) {
    await deps.files.delete(key);
    if (error instanceof FileTooLargeError) {
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, `Attachments are limited to ${ASSIGNMENT_LIMITS.attachmentMaxBytes} bytes.`);
    }
    throw error;
  }

  let row: AttachmentRow | undefined;
  try {
    row = await insertAttachmentWithinLimit(
      deps.db,
      {
        assignmentId: id,
        storageKey: key,
        fileName: sanitizeFileName(file.fileName, 'attachment'),
        contentType: cleanContentType(file.contentType),
        size,
        createdBy: principal.userId,
      },
      ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax,
    );
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
  if (!row) {
    await deps.files.delete(key);
    throw attachmentLimit();
  }
  await updateAssignment(deps.db, id, {}, principal.userId);
  return presentAttachment(row);
}

export async function openAttachment(deps: AssignmentDeps, principal: Principal, id: number, attachmentId: number): Promise<OpenedAttachment> {
  await assignmentContext(deps, principal, id);
  const row = await findAttachment(deps.db, id, attachmentId);
  const missing = () => notFound(`Attachment ${attachmentId} was not found.`);
  if (!row) throw missing();
  try {
    const opened = await deps.files.open(row.storageKey);
    return { attachment: presentAttachment(row), stream: opened.stream, size: opened.size };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw missing();
    throw error;
  }
}

export async function removeAttachment(deps: AssignmentDeps, principal: Principal, id: number, attachmentId: number): Promise<void> {
  const context = await assignmentContext(deps, principal, id);
  requireManage(context);
  const key = await deleteAttachment(deps.db, id, attachmentId);
  if (key === undefined) throw notFound(`Attachment ${attachmentId} was not found.`);
  await updateAssignment(deps.db, id, {}, principal.userId);
  // The row is gone, so nothing refers to the bytes any more; a failed removal leaves an orphan
  // file that no request can reach, which is better than reporting the delete as failed.
  await deps.files.delete(key).catch(() => undefined);
}
