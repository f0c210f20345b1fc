// What other features use of the customer's job list.
export { OutputLinks } from './components/output-links';
