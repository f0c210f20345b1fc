/** The public date converter page; the converter's own words live with it in shared-ui. */
export const dateConverterPageTr = {
  title: 'Tarih çevirici',
  intro:
    'Osmanlıca belgelerdeki Hicrî ve Rûmî (Mâlî) tarihleri Milâdî takvime, Milâdî tarihleri de bu takvimlere çevirin.',
};
