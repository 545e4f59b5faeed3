// Badge styles that never cut the label off ("COM…", "IN PR…" on a phone): the badge keeps its width in a
// row that runs short of space and, when even the row is narrower than the label, wraps onto a second line
// instead of ending in an ellipsis.
import type { CSSProperties } from 'react';

export const WHOLE_BADGE_STYLES: { root: CSSProperties; label: CSSProperties } = {
  root: { flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', textAlign: 'center', overflowWrap: 'normal' },
};
