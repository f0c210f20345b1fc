import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { CodeForm } from '../components/code-form';
import { VerificationResult } from '../components/verification-result';
import { useLanguageOfAddress } from '../utils/verification-language';
import { verificationNs, verificationTexts } from '../verification-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [verificationTexts];

/**
 * /dogrula/{code} and /verify-translation/{code} (contract): what a verification code certifies, and a
 * check of a file against it. Without a code, the form to type one.
 */
export function VerificationScreen() {
  const { code = '' } = useParams();
  const { t } = useTranslation(verificationNs);
  useLanguageOfAddress();
  return (
    <PageLayout title={t('title')} intro={t('intro')}>
      <Card>
        <CodeForm key={code} initial={code} />
        {code && <VerificationResult code={code} />}
      </Card>
    </PageLayout>
  );
}
