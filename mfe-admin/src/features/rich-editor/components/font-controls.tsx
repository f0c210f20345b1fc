import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { editorFonts, editorFontSizes } from '../utils/editor-constants';
import styles from './rich-editor.module.css';

const attribute = (editor: Editor, name: 'fontFamily' | 'fontSize'): string => {
  const value: unknown = editor.getAttributes('textStyle')[name];
  return typeof value === 'string' ? value.replace(/^["']|["']$/g, '') : '';
};

/** Font family and size of the selection (spec 9's six fonts and nine sizes); the empty choice removes it. */
export function FontControls({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin-rich-editor');
  return (
    <>
      <select
        className={styles.select}
        aria-label={t('buttons.fontFamily')}
        title={t('buttons.fontFamily')}
        value={attribute(editor, 'fontFamily')}
        onChange={(e) => {
          const font = e.target.value;
          if (font) editor.chain().focus().setFontFamily(font).run();
          else editor.chain().focus().unsetFontFamily().run();
        }}
      >
        <option value="">{t('defaultFont')}</option>
        {editorFonts.map((font) => (
          <option key={font} value={font}>
            {font}
          </option>
        ))}
      </select>
      <select
        className={styles.select}
        aria-label={t('buttons.fontSize')}
        title={t('buttons.fontSize')}
        value={attribute(editor, 'fontSize')}
        onChange={(e) => {
          const size = e.target.value;
          if (size) editor.chain().focus().setFontSize(size).run();
          else editor.chain().focus().unsetFontSize().run();
        }}
      >
        <option value="">{t('defaultSize')}</option>
        {editorFontSizes.map((size) => (
          <option key={size} value={`${size}px`}>
            {size} px
          </option>
        ))}
      </select>
    </>
  );
}
