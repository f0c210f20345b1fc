import { playNotificationSound, playNotificationSoundWhenAllowed } from './notification-sound';

function stubAudio() {
  const created = jest.fn();
  class FakeAudioContext {
    currentTime = 0;
    state = 'suspended';
    destination = {};
    constructor() {
      created();
    }
    createGain() {
      return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: jest.fn() };
    }
    createOscillator() {
      return { frequency: { setValueAtTime: jest.fn() }, connect: jest.fn(), start: jest.fn(), stop: jest.fn() };
    }
    resume() {
      return Promise.reject(new Error('NotAllowedError'));
    }
    close() {
      return Promise.resolve();
    }
  }
  Object.assign(globalThis, { AudioContext: FakeAudioContext });
  return created;
}

afterEach(() => {
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
  delete (navigator as { userActivation?: unknown }).userActivation;
});

describe('playNotificationSound', () => {
  it('does nothing without Web Audio', () => {
    expect(() => playNotificationSound()).not.toThrow();
  });

  it('tries the sound even before any interaction, leaving it to the browser to allow', () => {
    const created = stubAudio();
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    playNotificationSound();
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('throws nothing when the browser refuses to resume audio', async () => {
    const created = stubAudio();
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    expect(() => playNotificationSound()).not.toThrow();
    await Promise.resolve();
    expect(created).toHaveBeenCalledTimes(1);
  });
});

describe('playNotificationSoundWhenAllowed', () => {
  const activate = (hasBeenActive: boolean) =>
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });

  it('plays at once once the page has had an interaction', () => {
    const created = stubAudio();
    activate(true);
    playNotificationSoundWhenAllowed();
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('makes no audio context before any interaction, and plays once at the first tap or key', () => {
    const created = stubAudio();
    activate(false);
    playNotificationSoundWhenAllowed();
    expect(created).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('plays nothing when taken back before the first interaction', () => {
    const created = stubAudio();
    activate(false);
    const cancel = playNotificationSoundWhenAllowed();
    cancel();
    window.dispatchEvent(new Event('keydown'));
    expect(created).not.toHaveBeenCalled();
  });
});
