import { useTranslation } from 'react-i18next';
import type { Legibility, LegalisationRoute, OttomanOutput } from 'shared-ui';
import { countryName } from 'shared-ui/countries';
import { jobSpecialtiesNs } from './job-specialties-texts';

export interface SpecialtySource {
  ottoman_output: OttomanOutput | null;
  page_count: number | null;
  legibility: Legibility | null;
  legalisation_country: string | null;
  legalisation_route: LegalisationRoute | null;
}

/**
 * Issue 14's facts of a job as [term, value] lines — the Ottoman intake and the country of use with its
 * legalisation route — for every panel's job summary; lines without a value are left out.
 */
export function useSpecialtyFacts(job: SpecialtySource): [string, string][] {
  const { t, i18n } = useTranslation(jobSpecialtiesNs);
  const facts: [string, string][] = [];
  if (job.ottoman_output) facts.push([t('ottoman.output'), t(`ottoman.outputs.${job.ottoman_output}`)]);
  if (job.page_count) facts.push([t('ottoman.pages'), t('ottoman.pagesValue', { count: job.page_count })]);
  if (job.legibility) facts.push([t('ottoman.legibility'), t(`ottoman.legibilities.${job.legibility}`)]);
  if (job.legalisation_country && job.legalisation_route)
    facts.push([
      t('legalisation.label'),
      t('legalisation.route', {
        country: countryName(job.legalisation_country, i18n.language),
        route: t(`legalisation.routes.${job.legalisation_route}`),
      }),
    ]);
  return facts;
}
