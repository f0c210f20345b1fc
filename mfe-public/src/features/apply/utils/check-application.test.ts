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
};

describe('checkApplication', () => {
  it('accepts a complete application', () => {
    expect(checkApplication(valid, 'tr', files)).toEqual({});
  });

  it('needs name, surname, e-mail, password and education level', () => {
    expect(Object.keys(checkApplication(emptyDraft, 'tr', files)).sort()).toEqual([
      'education_level',
      'email',
      'name',
      'password',
      'surname',
    ]);
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
