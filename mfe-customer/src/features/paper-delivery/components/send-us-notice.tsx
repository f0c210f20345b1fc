import { useTranslation } from 'react-i18next';
import type { OfficeContactDto } from 'shared-ui';
import { paperDeliveryNs } from '../paper-delivery-texts';
import styles from './paper-delivery.module.css';

interface SendUsNoticeProps {
  originalNeeded: boolean;
  office: OfficeContactDto | undefined;
  /** The job's code, once there is a job: it goes on the envelope. */
  code?: string;
}

/** What the customer must send the office, and where: the office's address from "Site ayarları". */
export function SendUsNotice({ originalNeeded, office, code }: SendUsNoticeProps) {
  const { t } = useTranslation(paperDeliveryNs);
  const contact = [office?.email, office?.phone].filter(Boolean).join(' · ');
  return (
    <div className={styles.sendUs} data-testid="paper-send-us">
      <strong>{t('sendUs.title')}</strong>
      <p>{originalNeeded ? t('sendUs.original') : t('sendUs.nothing')}</p>
      {originalNeeded && (
        <>
          <p>{office?.address ? t('sendUs.where', { address: office.address }) : t('sendUs.noAddress', { contact })}</p>
          {code && <p>{t('sendUs.label', { code })}</p>}
        </>
      )}
    </div>
  );
}
