import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { historyCommands, toolbarGroups, type CommandContext } from '../utils/toolbar-commands';
import { ColourControls } from './colour-controls';
import { FontControls } from './font-controls';
import { ToolbarButton } from './toolbar-button';
import styles from './rich-editor.module.css';

const markClass = {
  bold: styles.markBold,
  italic: styles.markItalic,
  underline: styles.markUnderline,
  strike: styles.markStrike,
  code: styles.markCode,
};

/** Spec 2.9's toolbar: labelled groups that wrap onto more rows on a narrow screen. */
export function EditorToolbar({
  editor,
  context,
  controls,
}: {
  editor: Editor;
  context: CommandContext;
  controls: string;
}) {
  const { t } = useTranslation('admin-rich-editor');
  return (
    <div role="toolbar" aria-label={t('toolbar')} aria-controls={controls} className={styles.toolbar}>
      {toolbarGroups(markClass).map((group) => (
        <div key={group.key} role="group" aria-label={t(`groups.${group.key}`)} className={styles.group}>
          {group.commands.map((command) => (
            <ToolbarButton key={command.key} editor={editor} command={command} context={context} />
          ))}
        </div>
      ))}
      <div role="group" aria-label={t('groups.colours')} className={styles.group}>
        <ColourControls editor={editor} />
      </div>
      <div role="group" aria-label={t('groups.fonts')} className={styles.group}>
        <FontControls editor={editor} />
      </div>
      <div role="group" aria-label={t('groups.history')} className={styles.group}>
        {historyCommands.map((command) => (
          <ToolbarButton key={command.key} editor={editor} command={command} context={context} />
        ))}
      </div>
    </div>
  );
}
