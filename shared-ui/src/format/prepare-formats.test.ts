import { dateTimeFormat, numberFormat } from './intl-formats';
import { prepareFormats } from './prepare-formats';

describe('prepareFormats', () => {
  const idle: IdleRequestCallback[] = [];
  beforeEach(() => {
    idle.length = 0;
    Object.assign(globalThis, {
      requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
    });
  });
  afterEach(() => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('makes the day, money and moment formatters one idle moment each, the ones the panels then draw with', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    prepareFormats();
    expect(idle).toHaveLength(1);
    let steps = 0;
    while (idle.length > 0) {
      idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
      steps += 1;
    }
    expect(steps).toBe(4); // three formatters, then the step that finds nothing left
    const calls = made.mock.calls.length;
    dateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
    numberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
    expect(made.mock.calls.length).toBe(calls);
    made.mockRestore();
  });
});
