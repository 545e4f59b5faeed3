import { VOCABULARY, type CourseSaveInput } from '@campus/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { fakeApi, json, problem } from '../testing/course-editor-fixtures.ts';
import { newTerms, saveCourseWithTerms } from './save-course.ts';

afterEach(() => vi.restoreAllMocks());

const payload: CourseSaveInput = {
  course_type: 'blended',
  title: 'Goalkeeping',
  description: 'Saves.',
  startdate: 1_900_000_000,
  enddate: 1_900_086_400,
  category: 'Football',
  subcategory: 'Youth',
  videoTopics: ['Diving', 'Positioning'],
  campusSpotQuota: null,
  courseSpotQuota: null,
  workgroupSize: null,
};
const saved = { og_id: 42, domain_id: 1, label: 'Goalkeeping', course_type: 'blended', dashboard_enabled: true };

describe('newTerms', () => {
  it('adds a new category before its subcategory; video topics are left to the server', () => {
    expect(newTerms(payload, { category: null, subcategory: null }, 1)).toEqual([
      { domainId: 1, vid: VOCABULARY.courseCategories, name: 'Football' },
      { domainId: 1, vid: VOCABULARY.childCategories, name: 'Youth', category: 'Football' },
    ]);
  });

  it('adds nothing the course already had', () => {
    expect(newTerms(payload, { category: 'Football', subcategory: 'Youth' }, 1)).toEqual([]);
    expect(newTerms({ ...payload, subcategory: null }, { category: 'Football', subcategory: 'Youth' }, 1)).toEqual([]);
  });

  it('adds the subcategory again under a new category', () => {
    expect(newTerms(payload, { category: 'Futsal', subcategory: 'Youth' }, 3)).toEqual([
      { domainId: 3, vid: VOCABULARY.courseCategories, name: 'Football' },
      { domainId: 3, vid: VOCABULARY.childCategories, name: 'Youth', category: 'Football' },
    ]);
  });
});

describe('saveCourseWithTerms', () => {
  it('creates the terms, then POSTs the course to the campus', async () => {
    const api = fakeApi({ 'POST /terms': () => json({ name: 'x', tid: 1, vid: 23, parent_tid: null }, 201), 'POST /og': () => json(saved, 201) });
    const client = createApiClient({ fetch: api.fetch, getAccessToken: () => 'token' });
    const result = await saveCourseWithTerms(
      { target: { mode: 'create', courseType: 'blended', domainId: 1 }, payload, before: { category: null, subcategory: null }, domainId: 1 },
      client,
    );
    expect(result.og_id).toBe(42);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /terms', 'POST /terms', 'POST /og?domain=1']);
    expect(api.calls[0]?.body).toEqual({ vid: 23, name: 'Football', domain: 1 });
    expect(api.calls[1]?.body).toEqual({ vid: 25, name: 'Youth', domain: 1, category: 'Football' });
    expect(api.calls[2]?.body).toEqual(payload);
  });

  it('saves anyway when a term is refused, and PUTs an existing course', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigate = vi.fn();
    const api = fakeApi({ 'POST /terms': () => problem(403, 'FORBIDDEN'), 'PUT /og/42': () => json(saved) });
    const client = createApiClient({ fetch: api.fetch, getAccessToken: () => 'token' });
    client.setErrorNavigator(navigate);
    await saveCourseWithTerms(
      { target: { mode: 'edit', courseId: 42 }, payload, before: { category: 'Football', subcategory: null }, domainId: 1 },
      client,
    );
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /terms', 'PUT /og/42']);
    // A refused term is not a reason to leave the dialog for the error screen.
    expect(navigate).not.toHaveBeenCalled();
  });
});
