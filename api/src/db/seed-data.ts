/** Reference data seeded at every start; existing rows are left as the admins edited them. */

// Osmanlıca comes first so that its id is 1, as the spec's calls assume (language_id=1).
export const seedLanguages = [
  'Osmanlıca',
  'Türkçe',
  'İngilizce',
  'Arapça',
  'Farsça',
  'Almanca',
  'Fransızca',
  'Rusça',
  'İspanyolca',
  'İtalyanca',
];

export const seedScriptTypes = ['Nesih', 'Rika', 'Talik', 'Divani', 'Celi Divani', 'Sülüs', 'Siyakat', 'Kufi', 'Matbu'];

export interface SeedService {
  slug: string;
  short_slug: string;
  title_tr: string;
  title_en: string;
  content_tr: string;
  content_en: string;
}

export const seedServices: SeedService[] = [
  {
    slug: 'resmi-belge-ceviri',
    short_slug: 'resmi',
    title_tr: 'Resmi Belge Çeviri',
    title_en: 'Official Document Translation',
    content_tr:
      '<h2>Resmi Belge Çeviri</h2><p>Diploma, transkript, nüfus kayıt örneği, sabıka kaydı, vekâletname ve mahkeme kararı gibi resmi belgeleriniz, alanında deneyimli tercümanlarımız tarafından aslına sadık kalınarak çevrilir.</p><p>Belgenizi yükleyin; tercümanlarımız teklif versin, fiyatı onaylayın ve çevirinizi panelinizden indirin. Siparişlerin çoğuna 20 dakika içinde başlanır ve her çeviri için bir kez ücretsiz revizyon hakkınız vardır.</p>',
    content_en:
      '<h2>Official Document Translation</h2><p>Diplomas, transcripts, civil registry records, criminal records, powers of attorney and court decisions are translated faithfully by translators experienced in official documents.</p><p>Upload your document, receive offers, approve the price and download your translation from your panel. Most orders are started within 20 minutes, and every translation includes one free revision.</p>',
  },
  {
    slug: 'yeminli-ceviri',
    short_slug: 'yeminli',
    title_tr: 'Yeminli Çeviri',
    title_en: 'Sworn Translation',
    content_tr:
      '<h2>Yeminli Çeviri</h2><p>Yeminli tercümanlarımız, noter huzurunda yemin etmiş uzmanlardır. Çevirileriniz tercümanın imzası ve kaşesiyle teslim edilir; resmi kurumlara, üniversitelere ve konsolosluklara sunulabilir.</p><p>Osmanlıca arşiv belgeleri, tapu kayıtları ve eski nüfus defterleri için hat türünü (Rika, Nesih, Divani, Siyakat…) belirtmeniz, doğru uzmanın işinizi almasını sağlar; ayrıntılar <a href="/services/osmanlica-ceviri">Osmanlıca Belge Çevirisi</a> sayfasında.</p>',
    content_en:
      '<h2>Sworn Translation</h2><p>Our sworn translators have taken their oath before a notary. Your translation is delivered with the translator\'s signature and stamp and can be submitted to public offices, universities and consulates.</p><p>For Ottoman archive documents, land registry records and old population registers, naming the script type (Rika, Nesih, Divani, Siyakat…) helps the right specialist take your job; see <a href="/services/osmanlica-ceviri">Ottoman Document Translation</a>.</p>',
  },
  {
    slug: 'noter-tasdikli-ceviri',
    short_slug: 'noter',
    title_tr: 'Noter Tasdikli Çeviri',
    title_en: 'Notarised Translation',
    content_tr:
      '<h2>Noter Tasdikli Çeviri</h2><p>Yeminli tercümanın imzaladığı çeviri, notere onaylatılarak resmî geçerlilik kazanır. Yurt içindeki resmi işlemleriniz için gereken noter tasdikini sizin adınıza takip ederiz.</p><p>Noter ücreti, fiyat teklifinde ayrıca gösterilir; ödeme sonrasında süreci panelinizden izleyebilirsiniz.</p>',
    content_en:
      '<h2>Notarised Translation</h2><p>A translation signed by a sworn translator gains legal force once a notary certifies it. We handle the notarisation your official procedures in Türkiye require.</p><p>The notary fee is shown separately in the price; after payment you can follow the process in your panel.</p>',
  },
  {
    slug: 'apostil-tasdikli-ceviri',
    short_slug: 'apostil',
    title_tr: 'Apostil Tasdikli Çeviri',
    title_en: 'Apostille Translation',
    content_tr:
      "<h2>Apostil Tasdikli Çeviri</h2><p>Lahey Sözleşmesi'ne taraf ülkelerde kullanılacak belgeler için noter onaylı çevirinin kaymakamlık veya valilikten apostil şerhi alınması gerekir. Çeviri, noter onayı ve apostil adımlarını tek siparişte yönetiriz.</p><p>Belgenin kullanılacağı ülkeyi açıklamaya yazmanız yeterli; hangi onayların gerektiğini sizin için kontrol ederiz.</p>",
    content_en:
      '<h2>Apostille Translation</h2><p>Documents used in countries party to the Hague Convention need an apostille from the district governorate or governorship on top of the notarised translation. We manage translation, notarisation and apostille in one order.</p><p>Just name the destination country in the description and we will check which certifications are required.</p>',
  },
  {
    // The Ottoman page (not in the header's four; reached from the Ottoman slide and the sworn page)
    slug: 'osmanlica-ceviri',
    short_slug: 'osmanlica',
    title_tr: 'Osmanlıca Belge Çevirisi',
    title_en: 'Ottoman Document Translation',
    content_tr:
      '<h2>Osmanlıca Belge Çevirisi</h2><p>Tapu ve nüfus kayıtları, vakfiyeler, mahkeme sicilleri ve aile arşivleri; Rika, Nesih, Talik, Divani, Siyakat ya da matbu metin okuyabilen tercümanlarımızca çalışılır.</p><p>Sipariş verirken istediğiniz çıktıyı seçin: işaretli ya da işaretsiz çeviriyazı (transkripsiyon), günümüz Türkçesine sadeleştirme veya başka bir dile çeviri. Sayfa sayısını ve belgenin ne kadar okunaklı olduğunu (net, soluk ya da hasarlı, kısmen okunaksız) belirtmeniz, doğru fiyat ve süre almanızı sağlar.</p><p>Belgedeki Hicrî ve Rûmî tarihleri Milâdî takvime çevirmek için tarih çeviricimizi kullanabilirsiniz.</p>',
    content_en:
      '<h2>Ottoman Document Translation</h2><p>Title deeds and population registers, foundation deeds, court records and family archives are worked on by translators who read Riq’a, Naskh, Ta’liq, Diwani, Siyaqat and printed text.</p><p>When you order, choose the output you need: a transcription with or without diacritics, a simplification into modern Turkish, or a translation into another language. Giving the number of pages and how legible the document is (clear, faded or damaged, partly illegible) gets you the right price and time.</p><p>Use our date converter to turn the Hijri and Rûmî dates of your document into Gregorian ones.</p>',
  },
];

export interface SeedSlider {
  image: string;
  title: string;
  description: string;
  link: string;
  category: string;
  order: number;
}

export const seedSliders: SeedSlider[] = [
  {
    image: '/images/slides/ottoman-archive.svg',
    title: 'Osmanlıca belgeleriniz uzman ellerde',
    description: 'Tapu, nüfus ve vakıf kayıtlarınızı Rika, Divani ve Siyakat okuyabilen tercümanlara çevirtin.',
    link: '/services/osmanlica-ceviri',
    category: 'Osmanlıca',
    order: 0,
  },
  {
    image: '/images/slides/sworn-translation.svg',
    title: 'Yeminli, noter ve apostil tek siparişte',
    description: 'Belgenizi yükleyin, teklifleri alın; siparişlerin çoğuna 20 dakika içinde başlıyoruz.',
    link: '/quote',
    category: 'Resmi Çeviri',
    order: 1,
  },
  {
    image: '/images/slides/diploma.svg',
    title: 'Diploma ve transkript çevirisi',
    description: 'Yurt dışı başvurularınız için ücretsiz revizyon güvencesiyle.',
    link: '/services/resmi-belge-ceviri',
    category: 'Eğitim',
    order: 2,
  },
];

export const seedPages = [
  {
    slug: 'sss',
    title: 'Sıkça Sorulan Sorular',
    content:
      '<h2>Sıkça Sorulan Sorular</h2><h3>Ödemeyi nasıl yaparım?</h3><p>Fiyat belirlenince size e-posta gönderiyoruz. Ödeme sayfanızda kartla ödeyebilir ya da oradaki banka bilgileriyle havale veya EFT yapabilirsiniz (açıklamaya iş kodunuzu yazın ve “Ödemeyi yaptım” ile bize bildirin). Kartla ödemede çeviriniz hemen, havalede ofisimiz ödemeyi onaylayınca başlar. Sorunuz olursa iş sayfanızdan ofise yazabilirsiniz.</p><h3>Revizyon ücretli mi?</h3><p>Hayır. Teslim edilen her çeviri için bir kez ücretsiz revizyon hakkınız vardır.</p>',
  },
];
