import { useTranslation } from 'react-i18next';
import { errorMessage, useConfirmedAction } from 'shared-ui';
import { useTranslatorAction, type TranslatorAction } from '../api/translator-actions';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export interface Person {
  id: number;
  name: string;
  surname: string;
}

/**
 * Approve, reject and delete each ask first. The outcome is the server's message, or on failure the spec's
 * defaults: 'Onaylama başarısız', 'Reddetme başarısız', and 'Sunucu hatası' for the rest (spec 8).
 */
export function useTranslatorConfirm(onNotice: (notice: Notice) => void) {
  const { t } = useTranslation('admin-translators');
  const run = useTranslatorAction();
  return useConfirmedAction(async (action: TranslatorAction, person: Person) => {
    try {
      const answer = await run(person.id, action);
      onNotice({ tone: 'success', text: answer?.message || t(`done.${action}`) });
    } catch (err) {
      onNotice({ tone: 'error', text: errorMessage(err, t(`failed.${action}`)) });
    }
  });
}
