import { useTranslation } from 'react-i18next';
import { Card } from '../../content/components/card';
import { PageLayout } from '../../content/components/page-layout';
import { applyNs } from '../apply-texts';
import { ApplyForm } from '../components/apply-form';

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
