import { registerNamespace } from 'shared-ui';
import { richEditorEn } from '../../locales/en/rich-editor';
import { richEditorTr } from '../../locales/tr/rich-editor';

registerNamespace('admin-rich-editor', { tr: richEditorTr, en: richEditorEn });

export { RichEditor, type RichEditorProps } from './components/rich-editor';
