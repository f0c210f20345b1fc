import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ApiError,
  Button,
  ConfirmDialog,
  Modal,
  Spinner,
  TextField,
  errorMessage,
  formatLira,
  formatMoment,
  type Earning,
} from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { useLanguageName } from 'shared-ui/language-names';
import { formatIban, jobCode, todayInIstanbul } from 'shared-ui/contracts';
import { EarningsSummary, PayoutState } from 'shared-ui/earnings';
import { recordPayout, useTranslatorEarnings } from '../api/translator-earnings';
import styles from './translators.module.css';

interface Props {
  translator: { id: number; name: string; surname: string };
  onClose: () => void;
}

type Fields = { paid_on?: string; reference?: string; job_ids?: string };

/**
 * "Kazançlar": a translator's earnings as they see them, where to pay them, and a payout of the chosen
 * unpaid jobs with a day and the bank's reference, confirmed before it is recorded.
 */
export function TranslatorEarningsModal({ translator, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-translators');
  const lang = i18n.language;
  const langName = useLanguageName();
  const { data, error, mutate } = useTranslatorEarnings(translator.id);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [paidOn, setPaidOn] = useState(todayInIstanbul());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const unpaid = data?.jobs.filter((job) => !job.payout) ?? [];
  const total = unpaid.filter((job) => chosen.has(job.job_id)).reduce((sum, job) => sum + job.translator_price, 0);
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const missing: Fields = {};
    if (!chosen.size) missing.job_ids = t('earnings.chooseJobs');
    if (!reference.trim()) missing.reference = t('earnings.required');
    if (!paidOn) missing.paid_on = t('earnings.required');
    setErrors(missing);
    if (!Object.keys(missing).length) setConfirming(true);
  };

  const record = async () => {
    setBusy(true);
    try {
      const answer = await recordPayout({
        translator_id: translator.id,
        job_ids: [...chosen],
        paid_on: paidOn,
        reference,
      });
      setNotice({ tone: 'success', text: answer.message });
      setChosen(new Set());
      setReference('');
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      setNotice({ tone: 'error', text: errorMessage(err, t('earnings.failed')) });
    } finally {
      setBusy(false);
      setConfirming(false);
      await mutate();
    }
  };

  const name = `${translator.name} ${translator.surname}`;
  return (
    <Modal open size="lg" title={t('earnings.title', { name })} onClose={onClose}>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('earnings.loadFailed'))}</Alert>
      ) : !data ? (
        <Spinner />
      ) : (
        <div className={styles.earnings} data-testid="admin-translator-earnings">
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <p className={styles.payTo} data-testid="payout-details">
            {data.payout_details
              ? t('earnings.payTo', {
                  holder: data.payout_details.account_holder,
                  iban: formatIban(data.payout_details.iban),
                })
              : t('earnings.noDetails')}
          </p>
          <EarningsSummary earnings={data} />
          <form onSubmit={ask} noValidate className={styles.payoutForm}>
            <DataTable<Earning>
              caption={t('earnings.jobsCaption')}
              columns={[
                {
                  key: 'choose',
                  header: <span className="visually-hidden">{t('earnings.choose')}</span>,
                  render: (job) =>
                    job.payout ? null : (
                      <input
                        type="checkbox"
                        checked={chosen.has(job.job_id)}
                        onChange={() => toggle(job.job_id)}
                        aria-label={t('earnings.chooseJob', { code: jobCode(job.job_id) })}
                      />
                    ),
                },
                { key: 'code', header: t('jobs.code'), render: (job) => jobCode(job.job_id) },
                {
                  key: 'pair',
                  header: t('jobs.languages'),
                  render: (job) => `${langName(job.source_lang)} → ${langName(job.target_lang)}`,
                },
                {
                  key: 'completed_at',
                  header: t('earnings.completedAt'),
                  render: (job) => formatMoment(job.completed_at, lang),
                },
                {
                  key: 'translator_price',
                  header: t('jobs.translatorPrice'),
                  render: (job) => formatLira(job.translator_price, lang),
                },
                { key: 'payout', header: t('jobs.paid'), render: (job) => <PayoutState earning={job} /> },
              ]}
              rows={data.jobs}
              rowKey={(job) => job.job_id}
              presorted={{ key: 'completed_at', direction: 'descending' }}
              emptyText={t('earnings.empty')}
              data-testid="admin-earnings-jobs"
            />
            {errors.job_ids && (
              <p className={styles.fieldError} role="alert">
                {errors.job_ids}
              </p>
            )}
            {unpaid.length > 0 && (
              <div className={styles.payoutFields}>
                <TextField
                  label={t('earnings.paidOn')}
                  type="date"
                  name="paid_on"
                  max={todayInIstanbul()}
                  value={paidOn}
                  error={errors.paid_on}
                  onChange={(e) => setPaidOn(e.target.value)}
                />
                <TextField
                  label={t('earnings.reference')}
                  name="reference"
                  maxLength={100}
                  value={reference}
                  error={errors.reference}
                  onChange={(e) => setReference(e.target.value)}
                />
                <Button type="submit" busy={busy}>
                  {t('earnings.record', { amount: formatLira(total, lang) })}
                </Button>
              </div>
            )}
          </form>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('earnings.confirmTitle')}
        message={t('earnings.confirm', {
          count: chosen.size,
          amount: formatLira(total, lang),
          name,
          reference: reference.trim(),
        })}
        confirmLabel={t('earnings.confirmAction')}
        tone="primary"
        busy={busy}
        onConfirm={() => void record()}
        onCancel={() => setConfirming(false)}
      />
    </Modal>
  );
}
