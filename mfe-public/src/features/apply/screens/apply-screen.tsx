import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Spinner, paths } from 'shared-ui';
import { useStaticHtml } from '../../content/api/fetch-static-html';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { Prose } from '../../../layout/prose';
import { useContentLang } from '../../../utils/content-lang';
import { applyNs } from '../apply-texts';
import styles from './apply-screen.module.css';

/** /apply: translatorapply/{lang}.html (our own file), then the way to the form. */
export function ApplyScreen() {
  const { t } = useTranslation(applyNs);
  const lang = useContentLang();
  const { data, error, isLoading } = useStaticHtml(`/translatorapply/${lang}.html`);
  return (
    <PageLayout title={t('info.title')}>
      <Card>
        {isLoading && <Spinner />}
        {error && <Alert tone="error">{t('info.loadFailed')}</Alert>}
        {data !== undefined && !error && <Prose html={data} />}
        <div className={styles.actions}>
          <Link to={paths.applyForm} className={styles.start}>
            {t('info.start')}
          </Link>
        </div>
      </Card>
    </PageLayout>
  );
}
