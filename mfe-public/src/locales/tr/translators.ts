/** Featured translators grid (spec 2.5). */
export const translatorsTr = {
  title: 'Tercümanlarımız',
  intro:
    'Osmanlıca hat türlerinden hukuk ve tıp terminolojisine, alanında deneyimli ve özenle seçilmiş tercümanlarla çalışıyoruz.',
  languages: 'Diller',
  university: 'Üniversite',
  empty: 'Öne çıkan tercüman henüz yok. Çok yakında burada olacaklar.',
  loadFailed: 'Tercüman listesi yüklenemedi.',
  photo: '{{name}} fotoğrafı',
  joinTitle: 'Siz de aramıza katılın',
  joinText: 'Yeminli tercüman ya da Osmanlıca uzmanıysanız başvurunuzu bekliyoruz.',
  joinButton: 'Tercüman başvurusu',
} as const;
