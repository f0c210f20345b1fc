import type { Editor } from '@tiptap/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../utils/toolbar-commands';
import { isSafeImage, isSafeLink } from '../utils/safe-url';

/**
 * The link and image buttons ask for an address with the browser's prompt. Only addresses the server keeps are
 * accepted (link: http, https, mailto or a site path; image: http(s) or /uploads/); a refused one is explained.
 */
export function useAddressPrompts() {
  const { t } = useTranslation('admin-rich-editor');
  const [notice, setNotice] = useState('');

  const context = useMemo<CommandContext>(
    () => ({
      promptLink(editor: Editor) {
        const current: unknown = editor.getAttributes('link').href;
        const answer = window.prompt(t('prompt.link'), typeof current === 'string' ? current : 'https://');
        if (answer === null) return;
        const href = answer.trim();
        setNotice('');
        if (href === '' || href === 'https://') {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          return;
        }
        if (!isSafeLink(href)) {
          setNotice(t('invalidLink'));
          return;
        }
        if (editor.state.selection.empty && !editor.isActive('link')) {
          editor
            .chain()
            .focus()
            .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
            .run();
        } else {
          editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }
      },
      promptImage(editor: Editor) {
        const answer = window.prompt(t('prompt.image'), 'https://');
        if (answer === null) return;
        const src = answer.trim();
        setNotice('');
        if (!isSafeImage(src)) {
          setNotice(t('invalidImage'));
          return;
        }
        editor.chain().focus().setImage({ src, alt: '' }).run();
      },
    }),
    [t],
  );

  return { context, notice };
}
