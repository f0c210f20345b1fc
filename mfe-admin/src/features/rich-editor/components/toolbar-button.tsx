import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import type { CommandContext, ToolbarCommand } from '../utils/toolbar-commands';
import styles from './rich-editor.module.css';

interface Props {
  editor: Editor;
  command: ToolbarCommand;
  context: CommandContext;
}

/** One toolbar button; a toggle says whether it is on with aria-pressed. */
export function ToolbarButton({ editor, command, context }: Props) {
  const { t } = useTranslation('admin-rich-editor');
  const label = t(`buttons.${command.key}`);
  const pressed = command.isActive ? command.isActive(editor) : undefined;
  return (
    <button
      type="button"
      className={pressed ? `${styles.tool} ${styles.toolOn}` : styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={command.canRun ? !command.canRun(editor) : false}
      // keeps the editor's selection: a mouse press on the button must not move focus away first
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => command.run(editor, context)}
    >
      {command.icon}
    </button>
  );
}
