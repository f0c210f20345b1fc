/** The ratings of deliveries as every side shows them, in Turkish. */
export const ratingsTr = {
  stars_one: '{{count}} yıldız',
  stars_other: '{{count}} yıldız',
  outOf: '5 üzerinden {{count}}',
  answer: 'Tercümanın yanıtı',
  noComment: 'Yorum yazılmadı.',
};
