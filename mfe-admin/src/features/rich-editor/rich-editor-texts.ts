import type { FeatureTexts } from '../../locales/feature-texts';
import { richEditorEn } from '../../locales/en/rich-editor';
import { richEditorTr } from '../../locales/tr/rich-editor';

export const richEditorTexts: FeatureTexts = { ns: 'admin-rich-editor', tr: richEditorTr, en: richEditorEn };
