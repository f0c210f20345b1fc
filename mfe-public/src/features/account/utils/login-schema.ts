// The sign-in schema on its own, for `import()`: with it comes zod (24 KB brotli), which the login page does not
// need to show itself, only to check what is sent.
export { loginInput } from 'shared-ui/contracts';
