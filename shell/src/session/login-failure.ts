import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from 'shared-ui';

/** Spec 2.5 / 8: the server's message, else 'E-posta veya şifre hatalı.'; no answer at all: 'Sunucu hatası oluştu.'. */
export function loginFailureText(err: unknown, t: TFunction): string {
  if (err instanceof NetworkError) return t('login.serverError');
  if (err instanceof ApiError) {
    // code 'error' means the answer had no JSON body of ours (a proxy page, say): its status text is no message.
    if (err.code === 'error') return err.status >= 500 ? t('login.serverError') : t('login.failed');
    return err.message || t('login.failed');
  }
  return t('login.failed');
}
