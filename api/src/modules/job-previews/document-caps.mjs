// The bounds every reading and drawing of a customer's file keeps inside its child process (preview-worker.mjs,
// watermark-worker.mjs), checked before anything is allocated. The process limits around them are in
// analyse-document.ts and watermark.ts; docs/decisions.md ("Hostile documents") gives the reasons.

/** A preview is drawn within 800 × 1600 px (at most 1.28 MP, 5 MB of pixels) whatever the page's shape. */
export const PREVIEW_MAX_WIDTH = 800;
export const PREVIEW_MAX_HEIGHT = 1600;

/** Largest picture decoded (a 48 MP phone photo is 192 MB of pixels); above it there is no preview. */
export const MAX_DECODED_PIXELS = 50_000_000;

/** Most bytes inflated from one .docx or .odt, summed over the entries read; a bigger archive is not read. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** Most entries in one archive (a real .docx has a few dozen). */
export const MAX_ARCHIVE_ENTRIES = 5_000;

/** Pages whose words are counted; the page count itself is exact. */
export const MAX_COUNTED_PAGES = 200;

/**
 * Time spent counting a PDF's words, page after page: pdf.js walks a flat page tree from its start for each page,
 * so the pages of a 100,000-page file each cost a second. The count covers the pages read in that time.
 */
export const COUNTING_SECONDS = 10;

/** Characters of a text drawn on its preview page (far more than one page holds). */
export const MAX_DRAWN_CHARACTERS = 20_000;

/** The scale that fits a width × height page or picture within the preview bounds (never enlarging past `most`). */
export function fitScale(width, height, most = 1) {
  return Math.min(most, PREVIEW_MAX_WIDTH / width, PREVIEW_MAX_HEIGHT / height);
}

/** Whole pixel sizes within the bounds, at least 1 × 1. */
export function fittedSize(width, height, scale) {
  return {
    width: Math.min(PREVIEW_MAX_WIDTH, Math.max(1, Math.floor(width * scale))),
    height: Math.min(PREVIEW_MAX_HEIGHT, Math.max(1, Math.floor(height * scale))),
  };
}
