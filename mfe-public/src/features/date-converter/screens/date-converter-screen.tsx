import { useTranslation } from 'react-i18next';
import { DateConverter } from 'shared-ui/date-converter';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { dateConverterPageNs } from '../date-converter-texts';

/** /tarih-cevirici: the converter on a public page, linked from the Ottoman service page. */
export function DateConverterScreen() {
  const { t } = useTranslation(dateConverterPageNs);
  return (
    <PageLayout title={t('title')} intro={t('intro')}>
      <Card>
        <DateConverter />
      </Card>
    </PageLayout>
  );
}
