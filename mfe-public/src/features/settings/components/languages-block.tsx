import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, TextField, errorMessage, type Profile } from 'shared-ui';
import { saveLanguages } from '../api/save-languages';
import { profileKey } from '../api/use-profile';
import { settingsNs } from '../settings-texts';
import { useSettingsToast } from '../utils/use-settings-toast';
import { SettingsSection } from './settings-section';
import formStyles from './settings-form.module.css';
import styles from './languages-block.module.css';

const split = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The translator's languages of expertise as comma text (spec 7.5 PUT /settings/languages). */
export function LanguagesBlock({ profile }: { profile: Profile }) {
  const { t } = useTranslation(settingsNs);
  const toast = useSettingsToast();
  const { mutate } = useSWRConfig();
  const [text, setText] = useState(profile.languages ?? '');
  const [busy, setBusy] = useState(false);
  const names = split(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await saveLanguages(names.join(', '));
      await mutate(profileKey, { ...profile, languages: result.languages }, { revalidate: false });
      toast.success(result.message || t('languages.saved'));
    } catch (err) {
      toast.error(errorMessage(err, t('languages.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('languages.title')}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('languages.label')}
          name="languages"
          hint={t('languages.hint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {names.length > 0 && (
          <ul className={styles.chips} aria-label={t('languages.listLabel')}>
            {names.map((name, index) => (
              <li key={`${name}-${index}`} className={styles.chip}>
                {name}
              </li>
            ))}
          </ul>
        )}
        <div className={formStyles.actions}>
          <Button type="submit" busy={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
