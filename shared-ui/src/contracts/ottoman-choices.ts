/**
 * What an Ottoman-script order needs beyond the spec's hat türü — the output wanted, the number of pages
 * and how legible the document is. Asked (and required) only when the source language is Osmanlıca. The fields'
 * schemas are ottoman-intake.ts.
 */
export const ottomanOutputs = [
  'transcription_diacritics',
  'transcription_plain',
  'simplification',
  'translation',
] as const;
export type OttomanOutput = (typeof ottomanOutputs)[number];

export const legibilityLevels = ['clear', 'faded', 'partly_illegible'] as const;
export type Legibility = (typeof legibilityLevels)[number];

export const PAGE_COUNT_MAX = 2000;
