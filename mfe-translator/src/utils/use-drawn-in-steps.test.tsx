import { act, renderHook } from '@testing-library/react';
import { FIRST_STEP, STEP, useDrawnInSteps } from './use-drawn-in-steps';

describe('drawing a long list in steps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws the first few at once, then the rest a step at a time until the end', async () => {
    const { result } = renderHook(() => useDrawnInSteps(FIRST_STEP + STEP + 3));
    expect(result.current).toBe(FIRST_STEP);
    await act(async () => jest.advanceTimersByTime(0));
    expect(result.current).toBe(FIRST_STEP + STEP);
    await act(async () => jest.advanceTimersByTime(0));
    expect(result.current).toBe(FIRST_STEP + STEP + 3);
    await act(async () => jest.runAllTimers());
    expect(result.current).toBe(FIRST_STEP + STEP + 3);
  });

  it('draws a short list whole, and goes on when the list grows', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnInSteps(total), { initialProps: { total: 2 } });
    expect(result.current).toBe(2);
    rerender({ total: FIRST_STEP + 1 });
    expect(result.current).toBe(FIRST_STEP);
    await act(async () => jest.runAllTimers());
    expect(result.current).toBe(FIRST_STEP + 1);
  });
});
