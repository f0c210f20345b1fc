// The revision request dialog, opened from the job page.
export { RevisionDialog } from './components/revision-dialog';
