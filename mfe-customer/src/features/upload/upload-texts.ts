import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The hint under the order form's legalisation country when the chosen type does not fit it (namespace `routeTypeHint`). */
export const routeTypeHintNs = 'routeTypeHint';
export const routeTypeHintTexts: FeatureTexts = {
  ns: routeTypeHintNs,
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
};
