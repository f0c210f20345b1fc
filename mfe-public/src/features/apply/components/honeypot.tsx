import styles from './apply-form.module.css';

/** Hidden from people and assistive tech; bots fill it and get a success answer that creates nothing. */
export function Honeypot({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="apply-hp">{label}</label>
      <input
        id="apply-hp"
        name="hp"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
