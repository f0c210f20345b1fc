/** Spec 9: the editor's fonts, sizes, alignments and default colours. */
export const editorFonts = ['Arial', 'Georgia', 'Courier New', 'Tahoma', 'Times New Roman', 'Verdana'] as const;
export const editorFontSizes = [8, 10, 12, 14, 16, 18, 20, 24, 32] as const;
export const alignments = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof alignments)[number];
export const defaultTextColor = '#000000';
export const defaultHighlightColor = '#FFFF00';
