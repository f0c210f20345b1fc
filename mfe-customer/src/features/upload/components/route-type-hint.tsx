import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'shared-ui';
import { countryName } from 'shared-ui/countries';
import { legalisationRouteOf, type TranslationType } from 'shared-ui/contracts';
import { routeTypeHintNs as ns } from '../upload-texts';
import type { UploadField } from './use-upload-form';

/** The type the planner's route calls for, when the order names the other legalisation (contracts/legalisation.ts). */
function suggestedType(country: string, type: string): TranslationType | null {
  if (!country) return null;
  const route = legalisationRouteOf(country);
  if (route === 'consular' && type === 'apostille') return 'consular';
  if (route === 'apostille' && type === 'consular') return 'apostille';
  return null;
}

/** Tells the customer when the chosen type does not match the planner's route, and switches it with one press. */
export function RouteTypeHint({
  country,
  type,
  set,
}: {
  country: string;
  type: string;
  set: (field: UploadField, value: string) => void;
}) {
  const { t, i18n } = useTranslation(ns);
  const suggested = suggestedType(country, type);
  if (!suggested) return null;
  const typeLabel = t(`common:translationTypes.${suggested}`);
  return (
    <Alert tone="warning">
      <p>{t(suggested, { country: countryName(country, i18n.language) })}</p>
      <Button type="button" variant="secondary" size="sm" onClick={() => set('translation_type', suggested)}>
        {t('choose', { type: typeLabel })}
      </Button>
    </Alert>
  );
}
