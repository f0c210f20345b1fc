import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { uploadSliderImage } from '../api/upload-slider-image';
import styles from './sliders.module.css';

interface Props {
  value: string;
  error?: string;
  onChange: (image: string) => void;
}

/** The image as an address, or an upload whose stored path fills the address in. Upload failures are logged. */
export function SliderImageField({ value, error, onChange }: Props) {
  const { t } = useTranslation('admin-sliders');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      onChange(await uploadSliderImage(file, setProgress));
    } catch (err) {
      console.error('Slider image upload failed', err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.imageField}>
      <TextField
        label={t('form.image')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={t('form.imageHint')}
        required
        inputMode="url"
      />
      <div className={styles.uploadRow}>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="visually-hidden"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label htmlFor={id} className={styles.uploadButton}>
          {t('form.upload')}
        </label>
        {progress !== null && (
          <progress className={styles.progress} max={1} value={progress} aria-label={t('form.uploading')}>
            {Math.round(progress * 100)}%
          </progress>
        )}
        {value && <img className={styles.formThumb} src={value} alt={t('form.imagePreview')} />}
      </div>
    </div>
  );
}
