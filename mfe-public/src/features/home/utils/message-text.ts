// The site's message tables on their own, for `import()`: every message in both languages (5.6 KB brotli), which
// the home page needs only once the testimonial form far below is used.
export { messageText } from 'shared-ui/contracts';
