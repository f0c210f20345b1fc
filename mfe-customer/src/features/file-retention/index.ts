// The retention of a job's files, shown on the job page.
export { JobFileRetention } from './components/job-file-retention';
