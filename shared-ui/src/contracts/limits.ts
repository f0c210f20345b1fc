/**
 * Lengths and sizes both ends hold a request to (common.ts builds the schemas with them). Kept apart from the
 * schemas: a screen that needs only a number does not build every schema of common.ts when its chunk is evaluated.
 */
export const limits = {
  name: 100,
  email: 254,
  password: 128,
  description: 5000,
  pageContent: 200_000,
  shortText: 255,
  pageSizeMax: 100,
  /** the admin's job search box */
  searchText: 100,
  /** a profile's country, city and district */
  place: 100,
} as const;
