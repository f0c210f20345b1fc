import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../layout/page-layout';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { contactNs, contactTexts } from '../contact-texts';
import styles from '../components/contact.module.css';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [contactTexts];

export function ContactScreen() {
  const { t } = useTranslation(contactNs);
  return (
    <PageLayout title={t('title')} intro={t('intro')} width="wide">
      <div className={styles.grid}>
        <ContactForm />
        <ContactDetails />
      </div>
    </PageLayout>
  );
}
