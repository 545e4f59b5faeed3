// The editor's schema and behaviour as tiptap extensions. A separate lazy chunk from the editor component:
// tiptap core with ProseMirror and these extensions together exceed one chunk's budget (ARCHITECTURE §6),
// so the two load side by side (rich-text-editor-lazy.tsx starts both).
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TextStyle } from '@tiptap/extension-text-style';
import { FontFamily } from '@tiptap/extension-text-style/font-family';
import { FontSize } from '@tiptap/extension-text-style/font-size';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkTarget } from './rich-text-options.ts';

export function createRichTextExtensions(): Extensions {
  return [
    // Code marks and blocks are not part of the campus editor; links come configured below.
    StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url, context) => isAllowedLinkTarget(url) && context.defaultValidate(url),
    }),
    TextStyle,
    FontFamily,
    FontSize,
    Image.configure({ inline: false }),
  ];
}
