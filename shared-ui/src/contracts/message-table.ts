export type MessageTable = Record<string, { tr: string; en: string }>;
