import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../layout/page-layout';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { contactNs } from '../contact-texts';
import styles from '../components/contact.module.css';

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
