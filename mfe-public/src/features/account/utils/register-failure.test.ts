import { ApiError, NetworkError } from 'shared-ui';
import { registerFailure } from './register-failure';

describe('registerFailure', () => {
  it('puts a message about the e-mail under the e-mail field', () => {
    const err = new ApiError(409, 'Bu e-posta adresi zaten kayıtlı.', 'emailTaken');
    expect(registerFailure(err, 'Kayıt başarısız.')).toEqual({
      fields: { email: 'Bu e-posta adresi zaten kayıtlı.' },
      general: null,
    });
  });

  it('keeps per-field messages and shows any other message in the general area', () => {
    const err = new ApiError(400, 'Lütfen formdaki hataları düzeltin.', 'validationFailed', {
      phone: 'Geçerli bir telefon numarası giriniz.',
    });
    expect(registerFailure(err, 'Kayıt başarısız.')).toEqual({
      fields: { phone: 'Geçerli bir telefon numarası giriniz.' },
      general: 'Lütfen formdaki hataları düzeltin.',
    });
  });

  it('falls back to the default without a message of the server', () => {
    expect(registerFailure(new NetworkError('network'), 'Kayıt başarısız.')).toEqual({
      fields: {},
      general: 'Kayıt başarısız.',
    });
    expect(registerFailure(new ApiError(502, 'Bad Gateway', 'error'), 'Kayıt başarısız.').general).toBe(
      'Kayıt başarısız.',
    );
  });
});
