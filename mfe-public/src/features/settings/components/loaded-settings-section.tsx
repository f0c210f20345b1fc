import type { ReactNode } from 'react';
import { Alert, Spinner } from 'shared-ui';
import { SettingsSection } from './settings-section';

interface LoadedSettingsSectionProps<T> {
  title: ReactNode;
  intro?: ReactNode;
  testId: string;
  /** What the card's GET answered (undefined while it is on its way) and whether it failed. */
  data: T | undefined;
  error: unknown;
  loadFailed: ReactNode;
  /** The card's form, drawn once the answer is there. */
  children: (data: T) => ReactNode;
}

/** A settings card whose form needs the server's answer first: a spinner, the form, or why it could not load. */
export function LoadedSettingsSection<T>({
  title,
  intro,
  testId,
  data,
  error,
  loadFailed,
  children,
}: LoadedSettingsSectionProps<T>) {
  return (
    <SettingsSection title={title} intro={intro}>
      <div data-testid={testId}>
        {error ? <Alert tone="error">{loadFailed}</Alert> : data === undefined ? <Spinner /> : children(data)}
      </div>
    </SettingsSection>
  );
}
