import { canCreateContentType, EDITABLE_CONTENT_TYPES, type PermissionMap } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { canCommentIn, contentTypeOfKind, creatableTypes, detailKindOf, isEditableContentType, newsFormPath, positiveIdOf } from './content-kind.ts';

describe('content kinds (spec §2 content-details/{kind})', () => {
  it('maps types to detail segments and back', () => {
    expect(detailKindOf('blog')).toBe('blog');
    expect(detailKindOf('cmap')).toBe('document');
    expect(detailKindOf('external_content')).toBe('external-content');
    expect(detailKindOf('videocomment')).toBeUndefined();
    expect(contentTypeOfKind('document')).toBe('cmap');
    expect(contentTypeOfKind('external-content')).toBe('external_content');
    expect(contentTypeOfKind('cmap')).toBeUndefined();
    expect(isEditableContentType('news')).toBe(true);
    expect(isEditableContentType('dialog')).toBe(false);
  });

  it('builds the news form path and reads ids from the query', () => {
    expect(newsFormPath(4)).toBe('/news-form?og=4');
    expect(newsFormPath(4, 31)).toBe('/news-form?og=4&id=31');
    expect(positiveIdOf('31')).toBe(31);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', '01', 'x', '99999999999999999999']) expect(positiveIdOf(bad), String(bad)).toBeUndefined();
  });
});

describe('who may create and comment (spec §6)', () => {
  const maps: Record<string, PermissionMap> = {
    guest: {},
    student: { create_content: 1, upload_video: 1 },
    filesOnly: { create_file_content: 1 },
    newsOnly: { create_news: 1 },
    staff: { create_content: 1, create_news: 1, create_file_content: 1, administer_course: 1 },
  };

  it('offers exactly the types the shared rule allows', () => {
    for (const [name, permissions] of Object.entries(maps)) {
      expect(creatableTypes(permissions), name).toEqual(EDITABLE_CONTENT_TYPES.filter((type) => canCreateContentType(permissions, type)));
    }
    expect(creatableTypes(maps.student)).toEqual(['blog', 'cmap', 'external_content']);
    expect(creatableTypes(maps.guest)).toEqual([]);
    expect(creatableTypes(maps.filesOnly)).toEqual(['cmap']);
    expect(creatableTypes(maps.staff)).toEqual(['blog', 'news', 'cmap', 'external_content']);
  });

  it('lets members with create_content comment, not guests', () => {
    expect(canCommentIn(maps.student)).toBe(true);
    expect(canCommentIn(maps.guest)).toBe(false);
    expect(canCommentIn(undefined)).toBe(false);
  });
});
