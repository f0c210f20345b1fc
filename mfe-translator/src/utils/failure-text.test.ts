import { ApiError, NetworkError } from 'shared-ui';
import { failureText } from './failure-text';

describe('failureText', () => {
  it('keeps the fixed text apart from the server reason', () => {
    expect(
      failureText('Hata oluştu.', new ApiError(409, 'Bu iş artık teklif kabul etmiyor.', 'jobNotOpenForOffers', {})),
    ).toEqual({
      text: 'Hata oluştu.',
      reason: 'Bu iş artık teklif kabul etmiyor.',
    });
  });

  it('has no reason without a server answer, or when the server said the same text', () => {
    expect(failureText('Hata oluştu.', new NetworkError('network'))).toEqual({ text: 'Hata oluştu.' });
    expect(failureText('Hata oluştu.', new Error('x'))).toEqual({ text: 'Hata oluştu.' });
    expect(failureText('Hata oluştu.', new ApiError(400, 'Hata oluştu.', 'x', {}))).toEqual({ text: 'Hata oluştu.' });
  });
});
