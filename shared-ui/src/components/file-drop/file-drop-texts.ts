/** FileDrop's own words; kept here so the component works in any remote without a namespace of its own. */
export const fileDropTexts = {
  tr: {
    prompt: 'Dosyayı buraya sürükleyin ya da',
    choose: 'seçmek için tıklayın',
    chosen: 'Seçilen dosyalar',
    wrongType: 'Bu dosya türü kabul edilmiyor: {{name}}',
  },
  en: {
    prompt: 'Drag the file here or',
    choose: 'click to choose',
    chosen: 'Chosen files',
    wrongType: 'This file type is not accepted: {{name}}',
  },
};
