import type { FlagProps } from 'react-phone-number-input';
import { useFlags } from './use-flags';
import styles from './country-flag.module.css';

/**
 * The flag of the chosen phone country. The library's default fetches each flag from an outside website (a request
 * to a third party on every visit, and a broken image offline); we draw it from the bundled set once loaded and show
 * the two-letter country code until then. The set comes from a hook, not the `flags` prop: the library reads that
 * prop once, when it mounts, before the set has arrived.
 */
export function CountryFlag({ country, countryName }: FlagProps) {
  const Svg = useFlags()?.[country];
  if (Svg) return <Svg title={countryName} />;
  return (
    <span className={styles.code} title={countryName}>
      {country}
    </span>
  );
}
