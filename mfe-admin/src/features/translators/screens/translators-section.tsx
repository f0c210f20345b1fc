import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Spinner, errorMessage, type ApprovedTranslator } from 'shared-ui';
import { Tabs, tabId } from 'shared-ui/tabs';
import { usePayoutQueue } from '../api/payout-queue';
import { useApprovedTranslators } from '../api/use-approved-translators';
import { usePendingTranslators } from '../api/use-pending-translators';
import { ApprovedTable } from '../components/approved-table';
import { PayoutQueue } from '../components/payout-queue';
import { PendingList } from '../components/pending-list';
import { TranslatorDialog } from '../components/translator-dialog';
import { TranslatorEarningsModal } from '../components/translator-earnings-modal';
import { TranslatorJobsModal } from '../components/translator-jobs-modal';
import { asTranslatorTab, type TranslatorTab } from '../components/translator-tabs';
import { useTranslatorConfirm, type Notice } from '../components/use-translator-confirm';
import styles from '../components/translators.module.css';
import { translatorsTexts } from '../translators-texts';

type EarningsOf = { id: number; name: string; surname: string };

/**
 * Spec 2.9 Tercümanlar: tabs Onaylı and Bekleyen with counts; approve, reject, delete and a translator's jobs; and
 * Ödemeler, the translators the office owes, each paid from their earnings dialog. The tab
 * is the address's ?status= when it names one; otherwise Bekleyen while anyone is waiting for a decision, Onaylı when
 * nobody is (decided once the pending list has loaded, so approving the last applicant does not switch tabs).
 */
export function TranslatorsSection() {
  const { t } = useTranslation('admin-translators');
  const pending = usePendingTranslators();
  const approved = useApprovedTranslators();
  const queue = usePayoutQueue();
  const [search, setSearch] = useSearchParams();
  const [opening, setOpening] = useState<TranslatorTab | null>(null);
  const loadedOpening = pending.isLoading ? null : pending.total > 0 ? 'pending' : 'approved';
  if (opening === null && loadedOpening !== null) setOpening(loadedOpening);
  const tab = asTranslatorTab(search.get('status')) ?? opening ?? loadedOpening;
  const setTab = (next: TranslatorTab) => setSearch({ status: next }, { replace: true });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [jobsOf, setJobsOf] = useState<ApprovedTranslator | null>(null);
  const [earningsOf, setEarningsOf] = useState<EarningsOf | null>(null);
  const confirm = useTranslatorConfirm(setNotice);
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  const current = tab === 'approved' ? approved : tab === 'payouts' ? queue : pending;
  const closeEarnings = () => {
    setEarningsOf(null);
    // a payout recorded in the dialog settles jobs in the queue
    void queue.mutate();
  };

  return (
    <section className={styles.section} aria-labelledby="admin-translators-title">
      <header>
        <h1 id="admin-translators-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {tab === null ? (
        <Spinner />
      ) : (
        <>
          <Tabs
            idPrefix={prefix}
            panelId={panelId}
            value={tab}
            onChange={setTab}
            items={[
              { value: 'approved', label: t('tabs.approved'), count: approved.total },
              { value: 'pending', label: t('tabs.pending'), count: pending.total },
              { value: 'payouts', label: t('tabs.payouts'), count: queue.data?.length ?? 0 },
            ]}
          />
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(prefix, tab)} className={styles.panel}>
            {current.error ? (
              <Alert tone="error">
                {errorMessage(current.error, t(tab === 'payouts' ? 'queue.loadFailed' : 'loadFailed'))}
              </Alert>
            ) : current.isLoading ? (
              <Spinner />
            ) : tab === 'payouts' ? (
              <PayoutQueue
                queue={queue.data ?? []}
                onPay={(entry) => setEarningsOf({ id: entry.translator_id, name: entry.name, surname: entry.surname })}
              />
            ) : tab === 'approved' ? (
              <ApprovedTable
                translators={approved.translators}
                onDelete={(tr) => confirm.ask('delete', tr)}
                onShowJobs={setJobsOf}
                onShowEarnings={setEarningsOf}
              />
            ) : (
              <PendingList applicants={pending.applicants} onAction={confirm.ask} />
            )}
          </div>
        </>
      )}
      <TranslatorDialog confirm={confirm} />
      {jobsOf && <TranslatorJobsModal translator={jobsOf} onClose={() => setJobsOf(null)} />}
      {earningsOf && <TranslatorEarningsModal translator={earningsOf} onClose={closeEarnings} />}
    </section>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [translatorsTexts];
