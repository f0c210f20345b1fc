import { emptyDraft } from './application-draft';
import { checkApplication } from './check-application';

const files = { wrongCv: 'wrong cv', wrongCertificate: 'wrong certificate' };
const valid = {
  ...emptyDraft,
  name: 'Ali',
  surname: 'Veli',
  email: 'ali@example.com',
  password: 'Guclu.Sifre1',
  education_level: 'lise' as const,
  privacy_consent: true,
};

describe('checkApplication', () => {
  it('accepts a complete application', () => {
    expect(checkApplication(valid, 'tr', files)).toEqual({});
  });

  it('needs name, surname, e-mail, password, education level and the privacy notice box', () => {
    expect(Object.keys(checkApplication(emptyDraft, 'tr', files)).sort()).toEqual([
      'education_level',
      'email',
      'name',
      'password',
      'privacy_consent',
      'surname',
    ]);
    expect(checkApplication({ ...valid, privacy_consent: false }, 'en', files)).toEqual({
      privacy_consent: 'Your consent is required to continue.',
    });
  });

  it('checks files by extension, in any letter case', () => {
    const pdf = new File(['x'], 'CV.PDF');
    expect(
      checkApplication({ ...valid, cv_file: pdf, certificates: [new File(['x'], 'a.JPEG')] }, 'tr', files),
    ).toEqual({});
    expect(checkApplication({ ...valid, cv_file: new File(['x'], 'cv.png') }, 'tr', files)).toEqual({
      cv_file: 'wrong cv',
    });
    expect(checkApplication({ ...valid, certificates: [pdf, new File(['x'], 'b.docx')] }, 'tr', files)).toEqual({
      certificates: 'wrong certificate',
    });
  });

  it('speaks English when asked', () => {
    expect(checkApplication({ ...valid, email: 'nope' }, 'en', files).email).toBe(
      'Please enter a valid email address.',
    );
  });
});
