// Test data for the members screens: Coaching Basics with its demo members.
import type { Member, MemberProfile, MembersList } from '@campus/shared';

export { fakeApi, json, problem, type RecordedCall } from '../../../test/fake-api.ts';

export const course = { og_id: 3, label: 'Coaching Basics' };

export function memberFixture(overrides: Partial<Member> & { uid: number; name: string }): Member {
  return { picture: null, roles: [{ id: 5 }], workgroups: [], targetGroups: [], joined: '2026-01-10T00:00:00.000Z', ...overrides };
}

export function membersFixture(overrides: Partial<MembersList> = {}): MembersList {
  const items = [
    memberFixture({ uid: 4, name: 'Ian Instructor', roles: [{ id: 4 }] }),
    memberFixture({ uid: 5, name: 'Sam Student', workgroups: [{ id: 1, name: 'Team Blue' }], targetGroups: ['Referees'] }),
  ];
  return {
    items,
    total: items.length,
    offset: 0,
    limit: 20,
    canManage: false,
    workgroups: [
      { id: 1, name: 'Team Blue', memberCount: 1 },
      { id: 2, name: 'Team Red', memberCount: 0 },
    ],
    targetGroups: ['Referees'],
    ...overrides,
  };
}

export function profileFixture(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    ...memberFixture({ uid: 5, name: 'Sam Student' }),
    og_id: 3,
    isSelf: false,
    canManage: false,
    content: [{ id: 30, title: 'My first session', type: 'blog', created: '2026-01-12T10:00:00.000Z', url: '/course-3/app/content-details/blog?id=30' }],
    videos: [],
    ...overrides,
  };
}
