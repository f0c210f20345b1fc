import { useTranslation } from 'react-i18next';
import type { Legibility, LegalisationRoute, OttomanOutput } from 'shared-ui';
import { OSMANLICA } from 'shared-ui/contracts';
import { countryName } from 'shared-ui/countries';
import { jobSpecialtiesNs } from './job-specialties-texts';

export interface SpecialtySource {
  ottoman_output: OttomanOutput | null;
  page_count: number | null;
  legibility: Legibility | null;
  legalisation_country: string | null;
  legalisation_route: LegalisationRoute | null;
  /** An Osmanlıca source shows every intake answer, a missing one as not given (the API keeps them optional). */
  source_lang?: string;
}

/**
 * A job's specialty facts as [term, value] lines — the Ottoman intake and the country of use with its
 * legalisation route — for every panel's job summary. The intake lines of an Osmanlıca job are always there, a
 * missing answer read as "not given" (an order sent as spec 7.2 writes it carries none); other lines without a
 * value are left out.
 */
export function useSpecialtyFacts(job: SpecialtySource): [string, string][] {
  const { t, i18n } = useTranslation(jobSpecialtiesNs);
  const facts: [string, string][] = [];
  const ottoman = job.source_lang === OSMANLICA;
  const notGiven = t('notGiven');
  if (job.ottoman_output) facts.push([t('ottoman.output'), t(`ottoman.outputs.${job.ottoman_output}`)]);
  else if (ottoman) facts.push([t('ottoman.output'), notGiven]);
  if (job.page_count) facts.push([t('ottoman.pages'), t('ottoman.pagesValue', { count: job.page_count })]);
  else if (ottoman) facts.push([t('ottoman.pages'), notGiven]);
  if (job.legibility) facts.push([t('ottoman.legibility'), t(`ottoman.legibilities.${job.legibility}`)]);
  else if (ottoman) facts.push([t('ottoman.legibility'), notGiven]);
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
