import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'shared-ui';
import type { useTransitionConfirm } from './use-transition-confirm';

/** The question before mark paid, cancel or revise. */
export function TransitionDialog({ confirm }: { confirm: ReturnType<typeof useTransitionConfirm> }) {
  const { t } = useTranslation('admin-jobs');
  const action = confirm.pending?.action ?? 'markPaid';
  const code = confirm.pending?.item.code ?? '';
  return (
    <ConfirmDialog
      open={confirm.pending !== null}
      title={t(`confirm.${action}Title`)}
      message={t(`confirm.${action}`, { code })}
      confirmLabel={action === 'cancel' ? t('confirm.cancelLabel') : t(`actions.${action}`)}
      tone={action === 'cancel' ? 'danger' : 'primary'}
      busy={confirm.busy}
      onConfirm={() => void confirm.confirm()}
      onCancel={confirm.dismiss}
    />
  );
}
