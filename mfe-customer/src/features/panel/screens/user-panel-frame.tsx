import { useTranslation } from 'react-i18next';
import { Spinner } from 'shared-ui';
import { PanelPage } from '../../../layout/panel-page';

/**
 * /panel/user as it stands before its first answers: the title, the lead and the spinner of UserPanelScreen (its
 * cards wait for the waiting list, drawn-together.tsx). The server draws it into the page (expose/server.ts), so the
 * panel's heading is on the screen before the scripts; user-panel-frame.test.tsx holds the two alike.
 */
export function UserPanelFrame() {
  const { t } = useTranslation('customer');
  return (
    <PanelPage title={t('panel.title')} lead={t('panel.lead')}>
      <Spinner />
    </PanelPage>
  );
}
