import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';
import { toolbarIcons } from '../components/toolbar-icons';
import { alignments, type Alignment } from './editor-constants';

/** What a command may ask of the screen: a prompt for an address, a message when the address is refused. */
export interface CommandContext {
  promptLink: (editor: Editor) => void;
  promptImage: (editor: Editor) => void;
}

export interface ToolbarCommand {
  /** Key under admin-rich-editor:buttons, the button's accessible name. */
  key: string;
  icon: ReactNode;
  run: (editor: Editor, context: CommandContext) => void;
  /** Given for toggles: the button then says aria-pressed. */
  isActive?: (editor: Editor) => boolean;
  canRun?: (editor: Editor) => boolean;
}

export interface ToolbarGroup {
  key: string;
  commands: ToolbarCommand[];
}

const text = (label: string, className?: string) => <span className={className}>{label}</span>;
const chain = (editor: Editor) => editor.chain().focus();
const alignIcon: Record<Alignment, ReactNode> = {
  left: toolbarIcons.alignLeft,
  center: toolbarIcons.alignCenter,
  right: toolbarIcons.alignRight,
  justify: toolbarIcons.alignJustify,
};
const capitalized = (a: Alignment) => `${a.charAt(0).toUpperCase()}${a.slice(1)}`;

/** The toggle and action buttons of spec 2.9's toolbar, grouped; the colour and font controls sit beside them. */
export const toolbarGroups = (markClass: Record<string, string | undefined>): ToolbarGroup[] => [
  {
    key: 'marks',
    commands: [
      {
        key: 'bold',
        icon: text('B', markClass.bold),
        run: (e) => chain(e).toggleBold().run(),
        isActive: (e) => e.isActive('bold'),
      },
      {
        key: 'italic',
        icon: text('I', markClass.italic),
        run: (e) => chain(e).toggleItalic().run(),
        isActive: (e) => e.isActive('italic'),
      },
      {
        key: 'underline',
        icon: text('U', markClass.underline),
        run: (e) => chain(e).toggleUnderline().run(),
        isActive: (e) => e.isActive('underline'),
      },
      {
        key: 'strike',
        icon: text('S', markClass.strike),
        run: (e) => chain(e).toggleStrike().run(),
        isActive: (e) => e.isActive('strike'),
      },
      {
        key: 'code',
        icon: text('</>', markClass.code),
        run: (e) => chain(e).toggleCode().run(),
        isActive: (e) => e.isActive('code'),
      },
    ],
  },
  {
    key: 'blocks',
    commands: [
      ...([1, 2, 3] as const).map((level) => ({
        key: `h${level}`,
        icon: text(`H${level}`),
        run: (e: Editor) => chain(e).toggleHeading({ level }).run(),
        isActive: (e: Editor) => e.isActive('heading', { level }),
      })),
      {
        key: 'paragraph',
        icon: text('¶'),
        run: (e) => chain(e).setParagraph().run(),
        isActive: (e) => e.isActive('paragraph'),
      },
      {
        key: 'blockquote',
        icon: toolbarIcons.blockquote,
        run: (e) => chain(e).toggleBlockquote().run(),
        isActive: (e) => e.isActive('blockquote'),
      },
      {
        key: 'codeBlock',
        icon: toolbarIcons.codeBlock,
        run: (e) => chain(e).toggleCodeBlock().run(),
        isActive: (e) => e.isActive('codeBlock'),
      },
    ],
  },
  {
    key: 'lists',
    commands: [
      {
        key: 'bulletList',
        icon: toolbarIcons.bulletList,
        run: (e) => chain(e).toggleBulletList().run(),
        isActive: (e) => e.isActive('bulletList'),
      },
      {
        key: 'orderedList',
        icon: toolbarIcons.orderedList,
        run: (e) => chain(e).toggleOrderedList().run(),
        isActive: (e) => e.isActive('orderedList'),
      },
      {
        key: 'taskList',
        icon: toolbarIcons.taskList,
        run: (e) => chain(e).toggleTaskList().run(),
        isActive: (e) => e.isActive('taskList'),
      },
    ],
  },
  {
    key: 'align',
    commands: alignments.map((alignment) => ({
      key: `align${capitalized(alignment)}`,
      icon: alignIcon[alignment],
      run: (e: Editor) => chain(e).setTextAlign(alignment).run(),
      isActive: (e: Editor) => e.isActive({ textAlign: alignment }),
    })),
  },
  {
    key: 'insert',
    commands: [
      { key: 'link', icon: toolbarIcons.link, run: (e, c) => c.promptLink(e), isActive: (e) => e.isActive('link') },
      { key: 'image', icon: toolbarIcons.image, run: (e, c) => c.promptImage(e) },
      { key: 'horizontalRule', icon: toolbarIcons.horizontalRule, run: (e) => chain(e).setHorizontalRule().run() },
    ],
  },
];

export const historyCommands: ToolbarCommand[] = [
  { key: 'undo', icon: toolbarIcons.undo, run: (e) => chain(e).undo().run(), canRun: (e) => e.can().undo() },
  { key: 'redo', icon: toolbarIcons.redo, run: (e) => chain(e).redo().run(), canRun: (e) => e.can().redo() },
];
