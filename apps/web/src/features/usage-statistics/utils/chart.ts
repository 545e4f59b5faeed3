// The figures of the usage statistics' weekly charts (their geometry is lib/chart-geometry.ts).

/** The weekly figures of the "new" chart, stacked from the baseline up in this order. */
export const NEW_ITEM_KINDS = ['newContent', 'newVideos', 'newComments'] as const;
export type NewItemKind = (typeof NEW_ITEM_KINDS)[number];
export type WeekFigure = 'activeUsers' | NewItemKind;
