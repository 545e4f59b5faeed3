import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './api.ts';
import { CampusCollapseParamsSchema, CampusListParamsSchema, CampusListQuerySchema } from './campus.ts';

describe('campus wire schemas', () => {
  it('page by 30 from offset 0 by default and never more than 30', () => {
    expect(CampusListQuerySchema.parse({})).toEqual({ offset: 0, limit: PAGE_SIZE.courses });
    expect(CampusListQuerySchema.safeParse({ limit: '31' }).success).toBe(false);
    expect(CampusListQuerySchema.parse({ offset: '60', filter: '  tactics ', course_type: 'blended' })).toEqual({
      offset: 60,
      limit: 30,
      filter: 'tactics',
      course_type: 'blended',
    });
  });

  it('know the two list types', () => {
    expect(CampusListParamsSchema.parse({ domainId: '1', type: 'groups' })).toEqual({ domainId: 1, type: 'groups' });
    expect(CampusListParamsSchema.safeParse({ domainId: '1', type: 'all' }).success).toBe(false);
  });

  it('take 0 or 1 as the collapsed state and section 0 for "no site"', () => {
    expect(CampusCollapseParamsSchema.parse({ domainId: '1', type: 'courses', id: '0', collapsed: '1' })).toEqual({
      domainId: 1,
      type: 'courses',
      id: 0,
      collapsed: '1',
    });
    expect(CampusCollapseParamsSchema.safeParse({ domainId: '1', type: 'courses', id: '4', collapsed: 'true' }).success).toBe(false);
  });
});
