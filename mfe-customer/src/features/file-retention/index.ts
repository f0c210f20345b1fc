// The retention of a job's files, shown on the job page, and the texts it draws with.
export { JobFileRetention } from './components/job-file-retention';
export { retentionTexts } from './retention-texts';
