import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Highlight from '@tiptap/extension-highlight';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { alignments } from './editor-constants';
import { isSafeLink } from './safe-url';

/**
 * Exactly the features of the spec 2.9 toolbar. The server's sanitizer keeps what these write and nothing else,
 * so an extension added here needs a rule there too (api/src/modules/content/sanitize-html.ts).
 */
export function editorExtensions(taskLabel: (text: string) => string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isSafeLink(url) },
    }),
    TextStyle,
    Color,
    FontFamily,
    FontSize,
    Highlight.configure({ multicolor: true }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...alignments] }),
    TaskList,
    // tiptap's own checkbox label is English; the editor hands in one in the admin's language
    TaskItem.configure({ nested: true, a11y: { checkboxLabel: (node) => taskLabel(node.textContent) } }),
    Image,
  ];
}
