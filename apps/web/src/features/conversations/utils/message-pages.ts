// The pages of a conversation's messages as the infinite query holds them: page 0 is the newest, each
// further page the one before it ("load earlier"). Real-time messages and the answers of send/edit/delete
// are merged in here, so a message shows once whichever way it arrived first.
import type { Message, MessagePage } from '@campus/shared';

export interface MessagePages {
  pages: MessagePage[];
  /** The `before` cursor each page was fetched with (undefined for the newest page). */
  pageParams: (number | undefined)[];
}

/** Every message of the pages, oldest first, each id once (the copy of the most recently fetched page wins). */
export function flattenMessages(pages: readonly MessagePage[]): Message[] {
  const byId = new Map<number, Message>();
  // Older pages first, so a newer page's copy of an overlapping message replaces the older one.
  for (let index = pages.length - 1; index >= 0; index -= 1) {
    for (const message of pages[index]?.items ?? []) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The `before` cursor of the page older than `page`, or undefined when there is none. */
export function olderCursor(page: MessagePage): number | undefined {
  if (!page.hasMore) return undefined;
  return page.items[0]?.id;
}

/**
 * The pages with `message` in them: a message already held is replaced (an edit or a delete); a new
 * one joins the newest page. Undefined stays undefined (nothing fetched yet: the first fetch brings it).
 */
export function withMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (data === undefined) return undefined;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => item.id === message.id)) return page;
    found = true;
    return { ...page, items: page.items.map((item) => (item.id === message.id ? message : item)) };
  });
  if (found) return { ...data, pages };
  const [newest, ...older] = pages;
  if (newest === undefined) return { ...data, pages: [{ items: [message], hasMore: false }], pageParams: [undefined] };
  const items = [...newest.items, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, items }, ...older] };
}
