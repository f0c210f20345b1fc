import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { findStep, jobStatuses, type JobAction } from 'shared-ui/contracts';
import { adminJob } from '../testing/job-fixture';
import { JobRowActions } from './job-row-actions';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

/** Each button of a row and the lifecycle actions that make it right to offer (assign covers a reassignment). */
const buttons: [label: string, actions: JobAction[]][] = [
  ['Assign', ['assign', 'reassign']],
  ['Mark paid', ['mark_paid']],
  ['Revise', ['revise']],
  ['Cancel', ['cancel_assignment']],
];

const jobs = jobStatuses.flatMap((status) =>
  [false, true].flatMap((is_paid) => [0, 2].map((offers_count) => adminJob({ status, is_paid, offers_count }))),
);

describe("the admin's row actions", () => {
  it.each(jobs.map((job) => [`${job.status}, paid ${job.is_paid}, ${job.offers_count} offers`, job] as const))(
    'offer exactly the buttons the lifecycle table allows an admin (%s)',
    (_, job) => {
      const { unmount } = renderWithProviders(<JobRowActions job={job} onAction={() => undefined} />, {
        language: 'en',
      });
      for (const [label, actions] of buttons) {
        const allowed = actions.some((action) => findStep(job, action, 'admin') !== undefined);
        const button = screen.queryByRole('button', { name: `${label} ${job.code}` });
        expect({ label, shown: button !== null }).toEqual({ label, shown: allowed });
      }
      unmount();
    },
  );
});
