import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { changeLanguage, i18n } from 'shared-ui';
import { verificationPagePrefix } from 'shared-ui/contracts';

/** Which of the two addresses this is: /verify-translation is the English page, /dogrula the Turkish one. */
export function useVerificationPrefix(): string {
  const { pathname } = useLocation();
  return pathname.startsWith(verificationPagePrefix.en) ? verificationPagePrefix.en : verificationPagePrefix.tr;
}

/**
 * A QR code on an English translation opens /verify-translation/…, read by someone abroad: the address picks the
 * page's language when it opens. The visitor may still switch with the header's control afterwards.
 */
export function useLanguageOfAddress(): void {
  const prefix = useVerificationPrefix();
  useEffect(() => {
    const wanted = prefix === verificationPagePrefix.en ? 'en' : 'tr';
    if (!i18n.language.startsWith(wanted)) void changeLanguage(wanted);
  }, [prefix]);
}
