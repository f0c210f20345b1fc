import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { findStep, jobStatuses, type JobAction } from 'shared-ui/contracts';
import { registerFeatureTexts } from 'shared-ui/feature-texts';
import { customerTexts } from '../../../locales/customer-texts';
import { job } from '../../../testing/render-customer';
import { JobRowActions } from './job-row-actions';

/** Each control of a row and the lifecycle action that makes it right to offer. */
const controls: [label: string, action: JobAction][] = [
  ['Pay', 'notify_payment'],
  ['Cancel', 'cancel'],
  ['Delete', 'delete'],
];

const jobs = jobStatuses.flatMap((status) =>
  [false, true].flatMap((is_paid) => [0, 2].map((offers_count) => job(1, { status, is_paid, offers_count }))),
);

registerFeatureTexts(customerTexts);

describe("the customer's row actions", () => {
  it.each(jobs.map((j) => [`${j.status}, paid ${j.is_paid}, ${j.offers_count} offers`, j] as const))(
    'offer exactly the controls the lifecycle table allows the owner (%s)',
    (_, j) => {
      const { unmount } = renderWithProviders(<JobRowActions job={j} onAction={() => undefined} />, { language: 'en' });
      for (const [label, action] of controls) {
        const shown = screen.queryByRole(label === 'Pay' ? 'link' : 'button', { name: `${label} ${j.code}` }) !== null;
        expect({ label, shown }).toEqual({ label, shown: findStep(j, action, 'user') !== undefined });
      }
      unmount();
    },
  );
});
