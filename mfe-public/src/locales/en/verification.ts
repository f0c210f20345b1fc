import type { verificationTr } from '../tr/verification';

/** The public check of a delivered translation, /verify-translation/{code} */
export const verificationEn: typeof verificationTr = {
  title: 'Translation verification',
  intro:
    'Check that a translation delivered by Tercüme Odası is genuine, with the verification code or the QR code on the document.',
  codeLabel: 'Verification code',
  codeHint: 'The 24-character code on the last page, e.g. K7QM-4XPR-…',
  check: 'Verify',
  loading: 'Checking the code…',
  loadFailed: 'The code cannot be checked right now. Please try again shortly.',
  mistyped: 'This code looks mistyped.',
  mistypedHint:
    'Compare it with the code on the document character by character: one may be wrong, or two may have swapped places.',
  notFound: 'This verification code was not found.',
  notFoundHint:
    'Make sure you typed the code as it appears on the document. If it is not found, the document is not a translation we delivered.',
  valid: 'Valid: this translation was delivered by Tercüme Odası.',
  superseded: 'This code was superseded on {{date}} by a corrected delivery. Ask for the current document.',
  revoked: 'This verification code was revoked on {{date}}. Do not rely on this document.',
  facts: {
    code: 'Verification code',
    job: 'Job number',
    languages: 'Languages',
    type: 'Translation type',
    translator: 'Sworn translator',
    completed: 'Completed on',
  },
  filesTitle: 'Delivered files',
  fileLabel: 'File {{position}} · {{size}}',
  fileHash: 'SHA-256 fingerprint',
  privacy: 'Nothing about the customer or the content of the document is shown on this page.',
  dropLabel: 'Check the file you have',
  dropHint:
    'The file never leaves your computer: its fingerprint is computed in your browser and compared with the ones above.',
  hashing: 'Computing the fingerprint… {{percent}}%',
  match: 'Match: “{{name}}” is exactly delivered file {{position}}.',
  match_stamped: 'Match: “{{name}}” is exactly the QR-stamped copy of delivered file {{position}}.',
  matchNotCurrent: 'Match: “{{name}}” is delivered file {{position}} — but this code is no longer valid.',
  matchNotCurrent_stamped:
    'Match: “{{name}}” is the stamped copy of delivered file {{position}} — but this code is no longer valid.',
  noMatch: 'No match: “{{name}}” is none of the delivered files. The file may have been altered.',
  hashFailed: 'The file could not be read.',
  stampedNote:
    'Both the delivered file and the QR-stamped copy we give the customer are checked; any other change does not match.',
};
