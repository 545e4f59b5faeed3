// Test data for the dialog screens: a course topic with a reply and an answer, as the seed has them.
import type { DialogDetail, DialogListResponse, DialogReply, DialogSummary } from '@campus/shared';

export { fakeApi, json, problem, type RecordedCall } from '../../../test/fake-api.ts';

const at = '2026-01-10T10:00:00.000Z';

export function summaryFixture(overrides: Partial<DialogSummary> & { id: number }): DialogSummary {
  return { og_id: 3, title: `Topic ${overrides.id}`, author: { uid: 2, name: 'Ines Instructor' }, created: at, updated: at, pinned: false, closed: false, reply_count: 0, last_activity: at, ...overrides };
}

export function listFixture(items: DialogSummary[], overrides: Partial<DialogListResponse> = {}): DialogListResponse {
  return { items, can_create: false, can_moderate: false, ...overrides };
}

export function replyFixture(overrides: Partial<DialogReply> & { id: number }): DialogReply {
  return { parent_id: null, author: { uid: 4, name: 'Sam Student' }, body: `<p>Reply ${overrides.id}</p>`, created: at, edited: false, deleted: false, permissions: { update: false, delete: false }, ...overrides };
}

export function detailFixture(overrides: Partial<DialogDetail> = {}): DialogDetail {
  return {
    ...summaryFixture({ id: 11, title: 'Welcome to the course', pinned: true, reply_count: 2 }),
    body: '<p>Say hello.</p>',
    participants: [],
    replies: [replyFixture({ id: 21 }), replyFixture({ id: 22, parent_id: 21, author: { uid: 2, name: 'Ines Instructor' }, body: '<p>Welcome!</p>' })],
    permissions: { update: false, delete: false, moderate: false, reply: true },
    ...overrides,
  };
}
