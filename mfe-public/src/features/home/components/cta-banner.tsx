import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths, requestLogin, useSession, whatsappLink } from 'shared-ui';
import { homeNs } from '../home-texts';
import styles from './cta-banner.module.css';

/** 'Upload now' (signed in: the panel; otherwise the login popup first) and a prefilled WhatsApp chat (spec 2.4). */
export function CtaBanner() {
  const { t } = useTranslation(homeNs);
  const session = useSession();
  const navigate = useNavigate();

  const upload = async () => {
    if (session || (await requestLogin())) navigate(paths.panel.user);
  };

  return (
    <section className={styles.banner} aria-labelledby="cta-title">
      <div className={styles.text}>
        <h2 id="cta-title" className={styles.title}>
          {t('cta.title')}
        </h2>
        <p className={styles.lead}>{t('cta.text')}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.upload} onClick={() => void upload()}>
          {t('cta.upload')}
        </button>
        <a
          className={styles.whatsapp}
          href={whatsappLink(t('cta.whatsappMessage'))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('cta.whatsapp')}
          <span className={styles.srOnly}>{t('cta.newTab')}</span>
        </a>
      </div>
    </section>
  );
}
