import type { Editor } from '@tiptap/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultHighlightColor, defaultTextColor } from '../utils/editor-constants';
import { toolbarIcons } from './toolbar-icons';
import styles from './rich-editor.module.css';

/**
 * Text colour and highlight pickers (defaults #000000 and #FFFF00, spec 9) and the reset button. The pickers do
 * not take focus back to the editor: the selection stays in the editor's state and the native picker stays open.
 */
export function ColourControls({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin-rich-editor');
  const id = useId();
  const [textColor, setTextColor] = useState(defaultTextColor);
  const [highlight, setHighlight] = useState(defaultHighlightColor);

  return (
    <>
      <label className={styles.swatch} htmlFor={`${id}-text`} title={t('buttons.textColor')}>
        <span aria-hidden="true" className={styles.swatchLetter}>
          A
        </span>
        <input
          id={`${id}-text`}
          type="color"
          aria-label={t('buttons.textColor')}
          value={textColor}
          onChange={(e) => {
            setTextColor(e.target.value);
            editor.chain().setColor(e.target.value).run();
          }}
        />
      </label>
      <label className={styles.swatch} htmlFor={`${id}-mark`} title={t('buttons.highlight')}>
        <span aria-hidden="true" className={styles.swatchMark}>
          ab
        </span>
        <input
          id={`${id}-mark`}
          type="color"
          aria-label={t('buttons.highlight')}
          // a colour input only holds lower-case #rrggbb
          value={highlight.toLowerCase()}
          onChange={(e) => {
            setHighlight(e.target.value);
            editor.chain().setHighlight({ color: e.target.value }).run();
          }}
        />
      </label>
      <button
        type="button"
        className={styles.tool}
        aria-label={t('buttons.resetColors')}
        title={t('buttons.resetColors')}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setTextColor(defaultTextColor);
          setHighlight(defaultHighlightColor);
          editor.chain().focus().unsetColor().unsetHighlight().run();
        }}
      >
        {toolbarIcons.resetColors}
      </button>
    </>
  );
}
