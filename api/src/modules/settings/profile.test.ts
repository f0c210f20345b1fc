import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser } from '../../testing/fixtures';
import { exeBytes, pdfBytes, pngBytes } from '../translators/test-helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const validProfile = {
  name: 'Ali',
  surname: 'Veli',
  birth_date: '1985-04-23',
  phone: '+905551112233',
  country: 'Türkiye',
  city: 'İzmir',
  district: 'Karşıyaka',
  address: 'Örnek Sokak 1',
};

function fileForm(bytes: Buffer, name: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe('GET and PUT /api/settings/profile', () => {
  it('answers the caller’s own profile without any secret', async () => {
    const user = await createUser(app, 'user');
    const res = await api(app, 'GET', '/settings/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'user',
      phone: '+905321234567',
      birth_date: '1990-01-01',
      avatar_url: null,
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'name',
        'surname',
        'email',
        'pending_email',
        'role',
        'birth_date',
        'phone',
        'country',
        'city',
        'district',
        'address',
        'languages',
        'avatar_url',
      ].sort(),
    );
  });

  it('adds the education fields for translators', async () => {
    const translator = await createUser(app, 'translator');
    const res = await api(app, 'GET', '/settings/profile', { token: translator.token });
    expect(res.body).toMatchObject({
      role: 'translator',
      education_level: 'lisans',
      university_name: 'İstanbul Üniversitesi',
      university_department: 'Mütercim Tercümanlık',
      experience: '5 yıl',
    });
  });

  it('saves valid profile fields and answers "Profil güncellendi!"', async () => {
    const user = await createUser(app, 'user');
    const res = await api(app, 'PUT', '/settings/profile', { token: user.token, body: validProfile });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profil güncellendi!');
    expect(res.body.profile).toMatchObject(validProfile);
    expect(await app.db('users').where({ id: user.id }).first('city', 'district', 'birth_date')).toEqual({
      city: 'İzmir',
      district: 'Karşıyaka',
      birth_date: '1985-04-23',
    });
  });

  it('accepts Almanya with Berlin, and empty optional fields as null', async () => {
    const user = await createUser(app, 'user');
    const res = await api(app, 'PUT', '/settings/profile', {
      token: user.token,
      body: {
        name: 'Ali',
        surname: 'Veli',
        country: 'Almanya',
        city: 'Berlin',
        district: 'Mitte',
        phone: '',
        birth_date: '',
        address: '',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      country: 'Almanya',
      city: 'Berlin',
      district: 'Mitte',
      phone: null,
      birth_date: null,
      address: null,
    });
  });

  it('accepts any country of the shared table with a written city and district, and refuses its English name', async () => {
    const user = await createUser(app, 'user');
    const res = await api(app, 'PUT', '/settings/profile', {
      token: user.token,
      body: { ...validProfile, country: 'Birleşik Krallık', city: 'Manchester', district: 'Didsbury' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ country: 'Birleşik Krallık', city: 'Manchester', district: 'Didsbury' });
    const english = await api(app, 'PUT', '/settings/profile', {
      token: user.token,
      lang: 'en',
      body: { ...validProfile, country: 'United Kingdom', city: 'Manchester', district: null },
    });
    expect(english.status).toBe(400);
    expect(english.body.fields).toEqual({ country: 'Please choose a valid country.' });
  });

  it('refuses an unknown city, a district of another city and an unknown country', async () => {
    const user = await createUser(app, 'user');
    const city = await api(app, 'PUT', '/settings/profile', {
      token: user.token,
      body: { ...validProfile, city: 'Atlantis' },
    });
    expect(city.status).toBe(400);
    expect(city.body.fields).toEqual({ city: 'Seçilen il bu ülkede bulunamadı.' });
    const district = await api(app, 'PUT', '/settings/profile', {
      token: user.token,
      body: { ...validProfile, city: 'Ankara', district: 'Kadıköy' },
    });
    expect(district.body.fields).toEqual({ district: 'Seçilen ilçe bu ilde bulunamadı.' });
    const country = await api(app, 'PUT', '/settings/profile', {
      token: user.token,
      body: { ...validProfile, country: 'Narnia' },
    });
    expect(country.body.fields).toEqual({ country: 'Geçerli bir ülke seçiniz.' });
  });

  it('refuses an invalid phone, an under-age birth date, a missing name and an over-long address', async () => {
    const user = await createUser(app, 'user');
    const res = await api(app, 'PUT', '/settings/profile', {
      token: user.token,
      body: { ...validProfile, phone: '+90 212', birth_date: '2020-01-01', name: '', address: 'x'.repeat(501) },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      phone: 'Geçerli bir telefon numarası giriniz.',
      birth_date: '18 yaşından büyük olmalısınız.',
      name: 'Bu alan zorunludur.',
      address: 'Bu alan çok uzun.',
    });
  });

  it('answers 401 without a token', async () => {
    expect((await api(app, 'GET', '/settings/profile')).status).toBe(401);
  });
});

describe('PUT /api/settings/languages', () => {
  it('stores the translator’s languages trimmed and de-duplicated as comma text', async () => {
    const translator = await createUser(app, 'translator');
    const res = await api(app, 'PUT', '/settings/languages', {
      token: translator.token,
      body: { languages: ' İngilizce ,Almanca,, ingilizce , Arapça ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Diller güncellendi!', languages: 'İngilizce, Almanca, Arapça' });
    expect((await app.db('users').where({ id: translator.id }).first('languages')).languages).toBe(
      'İngilizce, Almanca, Arapça',
    );
  });

  it('refuses an empty list and more than 20 languages', async () => {
    const translator = await createUser(app, 'translator');
    const empty = await api(app, 'PUT', '/settings/languages', { token: translator.token, body: { languages: ' , ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ languages: 'Bu alan zorunludur.' });
    const many = await api(app, 'PUT', '/settings/languages', {
      token: translator.token,
      body: { languages: Array.from({ length: 21 }, (_, i) => `Dil${i}`).join(',') },
    });
    expect(many.body.fields).toEqual({ languages: 'En fazla 20 dil girebilirsiniz.' });
  });

  it('is a translator tab: customers get 403', async () => {
    const user = await createUser(app, 'user');
    expect(
      (await api(app, 'PUT', '/settings/languages', { token: user.token, body: { languages: 'İngilizce' } })).status,
    ).toBe(403);
  });
});

describe('POST /api/settings/avatar', () => {
  it('stores an image in the public avatar area, serves it and removes the previous one', async () => {
    const user = await createUser(app, 'user');
    const first = await api(app, 'POST', '/settings/avatar', {
      token: user.token,
      form: fileForm(pngBytes, 'ben.png'),
    });
    expect(first.status).toBe(200);
    expect(first.body.avatar_url).toMatch(/^\/uploads\/avatar\/\d+-ben\.png$/);
    const served = await fetch(`${app.url}${first.body.avatar_url}`);
    expect(served.status).toBe(200);
    const firstPath = path.join(app.dataDir, 'files', 'public', 'avatar', first.body.avatar_url.split('/').pop());
    expect(existsSync(firstPath)).toBe(true);

    const second = await api(app, 'POST', '/settings/avatar', {
      token: user.token,
      form: fileForm(pngBytes, 'yeni.png'),
    });
    expect(second.status).toBe(200);
    expect((await app.db('users').where({ id: user.id }).first('avatar_url')).avatar_url).toBe(second.body.avatar_url);
    expect(existsSync(firstPath)).toBe(false);
  });

  it('checks the image by its bytes: a PDF or an executable named .png answers 415', async () => {
    const user = await createUser(app, 'user');
    expect(
      (await api(app, 'POST', '/settings/avatar', { token: user.token, form: fileForm(exeBytes, 'ben.png') })).status,
    ).toBe(415);
    expect(
      (await api(app, 'POST', '/settings/avatar', { token: user.token, form: fileForm(pdfBytes, 'ben.pdf') })).status,
    ).toBe(415);
    expect((await app.db('users').where({ id: user.id }).first('avatar_url')).avatar_url).toBeNull();
  });

  it('answers 413 above 5 MB and 400 "Dosya seçiniz." without a file', async () => {
    const user = await createUser(app, 'user');
    const big = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(
      (await api(app, 'POST', '/settings/avatar', { token: user.token, form: fileForm(big, 'big.png') })).status,
    ).toBe(413);
    const none = await api(app, 'POST', '/settings/avatar', {
      token: user.token,
      form: fileForm(pngBytes, 'x.png', 'other'),
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Dosya seçiniz.');
  });
});

describe('GET and PUT /api/settings/notifications', () => {
  it('reads and saves both flags', async () => {
    const user = await createUser(app, 'user');
    expect((await api(app, 'GET', '/settings/notifications', { token: user.token })).body).toEqual({
      email_notifications: true,
      sms_notifications: false,
    });
    const res = await api(app, 'PUT', '/settings/notifications', {
      token: user.token,
      body: { email_notifications: false, sms_notifications: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Bildirim ayarları güncellendi.',
      email_notifications: false,
      sms_notifications: true,
    });
    expect((await api(app, 'GET', '/settings/notifications', { token: user.token })).body).toEqual({
      email_notifications: false,
      sms_notifications: true,
    });
  });

  it('refuses non-boolean values', async () => {
    const user = await createUser(app, 'user');
    const res = await api(app, 'PUT', '/settings/notifications', {
      token: user.token,
      body: { email_notifications: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email_notifications: 'Geçersiz değer.',
      sms_notifications: 'Bu alan zorunludur.',
    });
  });
});
