import { useTranslation } from 'react-i18next';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { applyNs, applyTexts } from '../apply-texts';
import { ApplyForm } from '../components/apply-form';
import { accountTexts } from '../../account/account-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [applyTexts, accountTexts];

export function ApplyFormScreen() {
  const { t } = useTranslation(applyNs);
  return (
    <PageLayout title={t('form.title')}>
      <Card>
        <ApplyForm />
      </Card>
    </PageLayout>
  );
}
