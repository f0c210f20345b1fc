import { useTranslation } from 'react-i18next';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
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
