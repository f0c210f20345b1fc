/** The Hijri months as Ottoman documents name them, with the usual English transliteration; index 0 is month 1. */
export const hijriMonths = [
  { ottoman: 'Muharrem', english: 'Muharram' },
  { ottoman: 'Safer', english: 'Safar' },
  { ottoman: 'Rebîülevvel', english: "Rabi' al-awwal" },
  { ottoman: 'Rebîülâhir', english: "Rabi' al-akhir" },
  { ottoman: 'Cemâziyelevvel', english: 'Jumada al-ula' },
  { ottoman: 'Cemâziyelâhir', english: 'Jumada al-akhira' },
  { ottoman: 'Receb', english: 'Rajab' },
  { ottoman: "Şa'bân", english: "Sha'ban" },
  { ottoman: 'Ramazân', english: 'Ramadan' },
  { ottoman: 'Şevvâl', english: 'Shawwal' },
  { ottoman: 'Zilkâde', english: "Dhu al-Qa'da" },
  { ottoman: 'Zilhicce', english: 'Dhu al-Hijja' },
] as const;

export type HijriMonthName = (typeof hijriMonths)[number];

export function hijriMonth(month: number): HijriMonthName {
  const found = hijriMonths[month - 1];
  if (!found) throw new RangeError(`No Hijri month ${month}`);
  return found;
}
