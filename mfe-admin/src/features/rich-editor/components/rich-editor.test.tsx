import type { Editor } from '@tiptap/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from 'shared-ui';
import { RichEditor } from './rich-editor';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { richEditorTexts } from '../rich-editor-texts';

registerFeatureTexts(richEditorTexts);

let latest = '';
/**
 * jsdom writes style attributes through its CSS parser (rgb() colours, a closing semicolon); a browser keeps
 * tiptap's own "color: #ff0000" form. Both are what the server keeps; the tests compare tiptap's form.
 */
const html = () =>
  latest
    .replace(
      /rgb\((\d+), (\d+), (\d+)\)/g,
      (_, r: string, g: string, b: string) =>
        `#${[r, g, b].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`,
    )
    .replace(/;"/g, '"');
let editor: Editor | undefined;

function Harness({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  latest = html;
  return <RichEditor label="İçerik" value={html} onChange={setHtml} onReady={(e) => (editor = e)} />;
}

function renderEditor(initial = '<p>Merhaba dünya</p>') {
  initI18n();
  void i18n.changeLanguage('tr');
  render(
    <I18nextProvider i18n={i18n}>
      <Harness initial={initial} />
    </I18nextProvider>,
  );
}

/** Selects the whole document, as a user would before pressing a toolbar button. */
function selectAll() {
  act(() => {
    editor?.commands.selectAll();
  });
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  latest = '';
  editor = undefined;
});

describe('rich editor task lists', () => {
  it('labels a task checkbox in the admin’s language, not tiptap’s English', () => {
    renderEditor(
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="false"><p>Çeviriyi oku</p></li></ul>',
    );
    expect(screen.getByRole('checkbox', { name: 'Görev: Çeviriyi oku' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Task item checkbox/ })).not.toBeInTheDocument();
  });
});

describe('rich editor toolbar', () => {
  it('has every control of spec 2.9 by its accessible name', () => {
    renderEditor();
    const buttons = [
      'Kalın',
      'İtalik',
      'Altı çizili',
      'Üstü çizili',
      'Kod',
      'H1 başlık',
      'H2 başlık',
      'H3 başlık',
      'Paragraf',
      'Alıntı',
      'Kod bloğu',
      'Madde işaretli liste',
      'Numaralı liste',
      'Görev listesi',
      'Sola hizala',
      'Ortala',
      'Sağa hizala',
      'İki yana yasla',
      'Bağlantı',
      'Görsel (URL ile)',
      'Yatay çizgi',
      'Renkleri sıfırla',
      'Geri al',
      'Yinele',
    ];
    for (const name of buttons) expect(button(name)).toBeInTheDocument();
    expect(screen.getByLabelText('Yazı rengi')).toHaveValue('#000000');
    expect(screen.getByLabelText('Vurgu rengi')).toHaveValue('#ffff00');
    const fonts = screen.getByRole('combobox', { name: 'Yazı tipi' });
    expect([...fonts.querySelectorAll('option')].map((o) => o.value).filter(Boolean)).toEqual([
      'Arial',
      'Georgia',
      'Courier New',
      'Tahoma',
      'Times New Roman',
      'Verdana',
    ]);
    const sizes = screen.getByRole('combobox', { name: 'Yazı boyutu' });
    expect([...sizes.querySelectorAll('option')].map((o) => o.value).filter(Boolean)).toEqual([
      '8px',
      '10px',
      '12px',
      '14px',
      '16px',
      '18px',
      '20px',
      '24px',
      '32px',
    ]);
    expect(screen.getByRole('toolbar', { name: 'Metin biçimlendirme' })).toBeInTheDocument();
  });

  it('makes the selection bold and says so with aria-pressed', async () => {
    renderEditor();
    selectAll();
    expect(button('Kalın')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button('Kalın'));
    expect(html()).toBe('<p><strong>Merhaba dünya</strong></p>');
    expect(button('Kalın')).toHaveAttribute('aria-pressed', 'true');
  });

  it('aligns the paragraph and turns it into a heading', async () => {
    renderEditor();
    selectAll();
    await userEvent.click(button('Ortala'));
    expect(html()).toBe('<p style="text-align: center">Merhaba dünya</p>');
    expect(button('Ortala')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button('İki yana yasla'));
    expect(html()).toBe('<p style="text-align: justify">Merhaba dünya</p>');
    await userEvent.click(button('H2 başlık'));
    // tiptap keeps an empty paragraph after a last block that is not one, so the text can go on below it
    expect(html()).toBe('<h2>Merhaba dünya</h2><p></p>');
    act(() => {
      editor?.commands.setTextSelection(3);
    });
    expect(button('H2 başlık')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button('Sağa hizala'));
    expect(html()).toBe('<h2 style="text-align: right">Merhaba dünya</h2><p></p>');
  });

  it('colours the text, highlights it and resets both', async () => {
    renderEditor();
    selectAll();
    fireEvent.change(screen.getByLabelText('Yazı rengi'), { target: { value: '#ff0000' } });
    expect(html()).toBe('<p><span style="color: #ff0000">Merhaba dünya</span></p>');
    fireEvent.change(screen.getByLabelText('Vurgu rengi'), { target: { value: '#00ff00' } });
    expect(html()).toContain('<mark data-color="#00ff00" style="background-color: #00ff00; color: inherit">');
    await userEvent.click(button('Renkleri sıfırla'));
    expect(html()).toBe('<p>Merhaba dünya</p>');
  });

  it('sets the font and the font size from the lists', async () => {
    renderEditor();
    selectAll();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Yazı boyutu' }), '18px');
    expect(html()).toBe('<p><span style="font-size: 18px">Merhaba dünya</span></p>');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Yazı tipi' }), 'Georgia');
    expect(html()).toBe('<p><span style="font-family: Georgia; font-size: 18px">Merhaba dünya</span></p>');
  });

  it('links only to addresses the server keeps', async () => {
    renderEditor();
    selectAll();
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue('javascript:alert(1)');
    await userEvent.click(button('Bağlantı'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bağlantı http://, https://, mailto: ya da / ile başlamalıdır.',
    );
    expect(html()).not.toContain('href');
    prompt.mockReturnValue('https://example.com');
    await userEvent.click(button('Bağlantı'));
    expect(html()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">Merhaba dünya</a></p>',
    );
    prompt.mockRestore();
  });

  it('shows a new value from outside, such as a page loaded for editing', () => {
    renderEditor('');
    act(() => {
      editor?.commands.setContent('<h1>Yeni</h1>', { emitUpdate: true });
    });
    expect(html()).toBe('<h1>Yeni</h1><p></p>');
  });
});
