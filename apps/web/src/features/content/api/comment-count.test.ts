import type { InfiniteData } from '@tanstack/react-query';
import type { ContentCommentListResponse, ContentItem, ContentListResponse } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { commentFixture, commentListFixture, contentFixture, listFixture } from '../testing/content-fixtures.ts';
import { EMPTY_CONTENT_FILTERS } from '../utils/content-query.ts';
import { restoreCommentCount, shiftCommentCount } from './comment-count.ts';
import { contentKeys } from './query-keys.ts';

const infinite = <T,>(page: T): InfiniteData<T> => ({ pages: [page], pageParams: [0] });

describe('optimistic comment count', () => {
  it('moves the count of the one item in comments, detail and feed, and restores all of it', async () => {
    const client = createQueryClient();
    const listKey = contentKeys.list(4, EMPTY_CONTENT_FILTERS);
    client.setQueryData(contentKeys.comments(31), infinite(commentListFixture([commentFixture()])));
    client.setQueryData(contentKeys.detail(31), contentFixture({ id: 31, commentCount: 1 }));
    client.setQueryData(listKey, infinite(listFixture([contentFixture({ id: 31, commentCount: 1 }), contentFixture({ id: 32, commentCount: 5 })])));

    const snapshot = await shiftCommentCount(client, 31, 1);
    expect(client.getQueryData<InfiniteData<ContentCommentListResponse>>(contentKeys.comments(31))?.pages[0]?.total).toBe(2);
    expect(client.getQueryData<ContentItem>(contentKeys.detail(31))?.commentCount).toBe(2);
    const feed = client.getQueryData<InfiniteData<ContentListResponse>>(listKey)?.pages[0]?.items;
    expect(feed?.map((item) => [item.id, item.commentCount])).toEqual([
      [31, 2],
      [32, 5],
    ]);

    restoreCommentCount(client, snapshot);
    expect(client.getQueryData<InfiniteData<ContentCommentListResponse>>(contentKeys.comments(31))?.pages[0]?.total).toBe(1);
    expect(client.getQueryData<ContentItem>(contentKeys.detail(31))?.commentCount).toBe(1);
    expect(client.getQueryData<InfiniteData<ContentListResponse>>(listKey)?.pages[0]?.items[0]?.commentCount).toBe(1);
  });

  it('leaves caches alone that were never loaded, and never goes below zero', async () => {
    const client = createQueryClient();
    client.setQueryData(contentKeys.detail(31), contentFixture({ id: 31, commentCount: 0 }));
    await shiftCommentCount(client, 31, -1);
    expect(client.getQueryData<ContentItem>(contentKeys.detail(31))?.commentCount).toBe(0);
    expect(client.getQueryData(contentKeys.comments(31))).toBeUndefined();
  });
});
