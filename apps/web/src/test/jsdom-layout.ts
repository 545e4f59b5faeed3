// Imported for its effect by tests that run the rich-text editor: ProseMirror measures selections to
// scroll them into view, and jsdom has no layout, so ranges and text nodes get empty boxes here.
function emptyRects(): DOMRectList {
  return Object.assign([], { item: () => null }) as unknown as DOMRectList;
}
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
if (!('getClientRects' in Text.prototype)) Object.assign(Text.prototype, { getClientRects: emptyRects });
if (!document.elementFromPoint) document.elementFromPoint = () => null;
