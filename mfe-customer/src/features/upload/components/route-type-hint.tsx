import { useTranslation } from 'react-i18next';
import { Alert, Button, registerNamespace } from 'shared-ui';
import { countryName } from 'shared-ui/countries';
import { legalisationRouteOf, type TranslationType } from 'shared-ui/contracts';
import type { UploadField } from './use-upload-form';

const ns = 'routeTypeHint';
registerNamespace(ns, {
  tr: {
    consular:
      '{{country}}, Lahey Apostil Sözleşmesi’ne taraf değildir; apostil orada geçmez. Planlayıcının yolu için “Konsolosluk Onaylı Çeviri” türünü seçin.',
    apostille:
      '{{country}}, Lahey Apostil Sözleşmesi’ne taraftır; konsolosluk onayı gerekmez, “Apostil Tasdikli Çeviri” yeterlidir.',
    choose: '“{{type}}” türünü seç',
  },
  en: {
    consular:
      '{{country}} is not party to the Hague Apostille Convention, so an apostille is not accepted there. For the planner’s route choose “Consular Legalised Translation”.',
    apostille:
      '{{country}} is party to the Hague Apostille Convention: no consular legalisation is needed, an “Apostille Translation” is enough.',
    choose: 'Choose “{{type}}”',
  },
});

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
