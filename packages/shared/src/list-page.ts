// One page of a list answer (spec §7: offset = page × page size): the items, how many match in all,
// where the page starts and how long a page is. The content, comment and video lists answer this shape.
import { z } from 'zod';

/** `{ items, total, offset, limit }` of a list endpoint; `total` may bring its own description. */
export function listPageSchema<Item extends z.ZodType>(item: Item, total: z.ZodNumber = z.number().int().nonnegative()) {
  return z.object({
    items: z.array(item),
    total,
    offset: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
  });
}
