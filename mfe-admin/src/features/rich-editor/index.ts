export { RichEditor, type RichEditorProps } from './components/rich-editor';
export { richEditorTexts } from './rich-editor-texts';
