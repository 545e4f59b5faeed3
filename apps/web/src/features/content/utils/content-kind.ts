// Content types and the `content-details/{kind}` segments of spec §2, and who may create which type
// (spec §6 via the course permission map; the server decides, this only hides what it would refuse).
import { appPath, CONTENT_DETAIL_KIND, EDITABLE_CONTENT_TYPES, hasPermission, type ContentDetailKind, type ContentType, type EditableContentType, type PermissionMap } from '@campus/shared';

export function isEditableContentType(type: string): type is EditableContentType {
  return (EDITABLE_CONTENT_TYPES as readonly string[]).includes(type);
}

/** `cmap` → `document`; types without a detail screen (videocomment, dialog) → undefined. */
export function detailKindOf(type: ContentType | string): ContentDetailKind | undefined {
  return isEditableContentType(type) ? CONTENT_DETAIL_KIND[type] : undefined;
}

/** `document` → `cmap`; an unknown segment → undefined. */
export function contentTypeOfKind(kind: string | undefined): EditableContentType | undefined {
  return EDITABLE_CONTENT_TYPES.find((type) => CONTENT_DETAIL_KIND[type] === kind);
}

/** The types the "create" menu offers: news needs create_news, documents also accept create_file_content. */
export function creatableTypes(permissions: PermissionMap | null | undefined): EditableContentType[] {
  return EDITABLE_CONTENT_TYPES.filter((type) => {
    switch (type) {
      case 'news':
        return hasPermission(permissions, 'create_news');
      case 'cmap':
        return hasPermission(permissions, 'create_content') || hasPermission(permissions, 'create_file_content');
      default:
        return hasPermission(permissions, 'create_content');
    }
  });
}

/** Comments need create_content in the course (guests read only); the item's own flag decides too. */
export function canCommentIn(permissions: PermissionMap | null | undefined): boolean {
  return hasPermission(permissions, 'create_content');
}

/** The top-level news form (spec §2 `news-form`): `?og=` the course, `&id=` an item to edit. */
export function newsFormPath(courseId: number, contentId?: number): string {
  const query = new URLSearchParams({ og: String(courseId) });
  if (contentId !== undefined) query.set('id', String(contentId));
  return `${appPath('news-form')}?${query.toString()}`;
}

/** A positive integer query value (`?id=12`), else undefined. */
export function positiveIdOf(value: string | null | undefined): number | undefined {
  if (value == null || !/^[1-9]\d*$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
