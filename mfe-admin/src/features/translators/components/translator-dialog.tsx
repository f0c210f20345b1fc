import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'shared-ui';
import type { useTranslatorConfirm } from './use-translator-confirm';

/** The question before approve, reject or delete. */
export function TranslatorDialog({ confirm }: { confirm: ReturnType<typeof useTranslatorConfirm> }) {
  const { t } = useTranslation('admin-translators');
  const action = confirm.pending?.action ?? 'approve';
  const person = confirm.pending?.item;
  const name = person ? `${person.name} ${person.surname}` : '';
  return (
    <ConfirmDialog
      open={confirm.pending !== null}
      title={t(`confirm.${action}Title`)}
      message={t(`confirm.${action}`, { name })}
      confirmLabel={t(`actions.${action}`)}
      tone={action === 'approve' ? 'primary' : 'danger'}
      busy={confirm.busy}
      onConfirm={() => void confirm.confirm()}
      onCancel={confirm.dismiss}
    />
  );
}
