import { useTranslation } from 'react-i18next';
import { DateConverter } from 'shared-ui/date-converter';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { dateConverterPageNs, dateConverterPageTexts } from '../date-converter-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [dateConverterPageTexts];

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
