import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import useSWR from 'swr';
import { Spinner, paths, type TwoStepStatusDto } from 'shared-ui';

/** Ayarlar › Güvenlik, where two-step sign-in is set up (mfe-public's settings-tabs.ts: `guvenlik`). */
export const twoStepSetupPath = `${paths.settings}?tab=guvenlik`;

/**
 * While the office requires two-step sign-in of admins and this one has not set it up, the panel sends them to set
 * it up. The server refuses the panel's calls anyway (403 twoStepRequired); this spares them a screen of errors.
 * If the status cannot be read the panel opens, and the server's answers say the rest.
 */
export function TwoStepGate({ children }: { children: ReactNode }) {
  const { data, error, isLoading } = useSWR<TwoStepStatusDto>('/settings/two-step');
  if (isLoading && !error) return <Spinner />;
  if (data?.required && !data.enabled) return <Navigate to={twoStepSetupPath} replace />;
  return <>{children}</>;
}
