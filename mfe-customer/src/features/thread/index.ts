// The job's conversation with the office, shown on the job page.
export { JobMessagesCard } from './components/job-messages-card';
