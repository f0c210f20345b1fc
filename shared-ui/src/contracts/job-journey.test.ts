import { journeyMomentOf } from './job-journey';

describe("the customer's timeline moments", () => {
  it('reads a card payment as the payment confirmed, like the office marking a bank transfer paid', () => {
    expect(journeyMomentOf({ action: 'paid_by_card', to_status: 'in_progress' })).toBe('paymentConfirmed');
    expect(journeyMomentOf({ action: 'marked_paid', to_status: 'in_progress' })).toBe('paymentConfirmed');
  });

  it('leaves a refund out of the timeline', () => {
    expect(journeyMomentOf({ action: 'refunded', to_status: null })).toBeNull();
  });
});
