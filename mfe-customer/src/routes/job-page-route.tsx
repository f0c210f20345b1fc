import { UserOnly } from '../features/jobs/components/user-only';
import { JobPage } from '../features/job-page/components/job-page';

/** /panel/user/jobs/:id (ARCHITECTURE §2): the customer's job page. */
export function JobPageRoute() {
  return (
    <UserOnly>
      <JobPage />
    </UserOnly>
  );
}
