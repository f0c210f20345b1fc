import { ApiError, NetworkError } from 'shared-ui';
import { failureText } from './failure-text';

describe('failureText', () => {
  it('adds the server reason after the fixed text', () => {
    expect(failureText('Hata oluştu.', new ApiError(409, 'Bu iş artık teklif kabul etmiyor.', 'jobNotOpenForOffers', {}))).toBe(
      'Hata oluştu. Bu iş artık teklif kabul etmiyor.',
    );
  });

  it('keeps the fixed text alone without a server answer', () => {
    expect(failureText('Hata oluştu.', new NetworkError('network'))).toBe('Hata oluştu.');
    expect(failureText('Hata oluştu.', new Error('x'))).toBe('Hata oluştu.');
  });
});
