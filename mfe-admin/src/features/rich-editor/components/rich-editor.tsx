import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorExtensions } from '../utils/editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import { useAddressPrompts } from './use-address-prompts';
import styles from './rich-editor.module.css';

export interface RichEditorProps {
  /** The HTML shown; a new value from outside (a page loaded for editing, a cleared form) replaces the text. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Tests reach the editor through this to check the HTML each command writes. */
  onReady?: (editor: Editor) => void;
}

/** The admin's rich text editor (tiptap 3) with the toolbar of spec 2.9. */
export function RichEditor({ value, onChange, label, onReady }: RichEditorProps) {
  const id = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const { context, notice } = useAddressPrompts();
  const { t } = useTranslation('admin-rich-editor');
  const tRef = useRef(t);
  tRef.current = t;
  // useEditor builds a new editor when its extensions change: they are made once per editor field, and read the
  // texts of the language in use when a checkbox is drawn
  const [extensions] = useState(() =>
    editorExtensions((text) => tRef.current('taskItem', { text: text || tRef.current('emptyTask') })),
  );

  const editor = useEditor({
    extensions,
    content: value,
    // the toolbar's pressed states follow the selection
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id: `${id}-content`,
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML()),
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && onReady) onReady(editor);
  }, [editor, onReady]);

  return (
    <div className={styles.editor}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.frame}>
        {editor && <EditorToolbar editor={editor} context={context} controls={`${id}-content`} />}
        {notice && (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
