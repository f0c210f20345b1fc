import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, TextField, errorMessage, type ContentLang, type ServiceSummaryDto } from 'shared-ui';
import { Tabs, tabId } from 'shared-ui/tabs';
import { RichEditor } from '../../rich-editor';
import { useServiceWrites } from '../api/service-writes';
import { useServiceContent } from '../api/use-service-content';
import styles from './services.module.css';

const tabPrefix = 'admin-service-lang';
const panelId = 'admin-service-content';

/** Titles in both languages and the content of one language at a time (tab tr / en), saved together. */
export function ServiceEditor({ service, onClose }: { service: ServiceSummaryDto; onClose: () => void }) {
  const { t } = useTranslation('admin-services');
  const { update } = useServiceWrites();
  const [lang, setLang] = useState<ContentLang>('tr');
  const [titles, setTitles] = useState({ title_tr: service.title_tr, title_en: service.title_en });
  const { content, setContent, loading } = useServiceContent(service.slug, lang);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // the editor opens below the list: bring it into sight
  useEffect(() => {
    document.getElementById('admin-service-edit-title')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [service.slug]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!titles.title_tr.trim() || !titles.title_en.trim()) {
      setNotice({ tone: 'error', text: t('fillAll') });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await update(service.slug, { ...titles, lang, content });
      setNotice({ tone: 'success', text: t('updated') });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={save} noValidate aria-labelledby="admin-service-edit-title">
      <div className={styles.cardHead}>
        <h2 id="admin-service-edit-title" className={styles.cardTitle}>
          {t('edit.title', { slug: service.slug })}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('edit.close')}
        </Button>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className={styles.fieldRow}>
        <TextField
          label={t('fields.titleTr')}
          value={titles.title_tr}
          onChange={(e) => setTitles((v) => ({ ...v, title_tr: e.target.value }))}
          required
        />
        <TextField
          label={t('fields.titleEn')}
          value={titles.title_en}
          onChange={(e) => setTitles((v) => ({ ...v, title_en: e.target.value }))}
          required
        />
      </div>
      <Tabs
        aria-label={t('edit.langTabs')}
        items={[
          { value: 'tr', label: t('edit.tr') },
          { value: 'en', label: t('edit.en') },
        ]}
        value={lang}
        onChange={(next) => {
          setNotice(null);
          setLang(next);
        }}
        idPrefix={tabPrefix}
        panelId={panelId}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(tabPrefix, lang)}
        className={styles.panel}
        aria-busy={loading}
      >
        <p className={styles.hint}>{t('edit.langHint')}</p>
        {loading && <Spinner />}
        <RichEditor label={t('edit.content', { lang: t(`edit.${lang}`) })} value={content} onChange={setContent} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy} disabled={loading}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
