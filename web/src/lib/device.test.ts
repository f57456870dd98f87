import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';

describe('describeDevice', () => {
  it('when an Android phone runs Chrome, then it names the system and the browser', () => {
    const ua =
      'Mozilla/5.0 (Linux; Android 14; SM-A146M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(describeDevice(ua)).toBe('Android 14 · Chrome 131');
  });

  it('when an iPhone runs Safari, then it names iOS and Safari', () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(describeDevice(ua)).toBe('iPhone iOS 17.5 · Safari 17');
  });

  it('when nothing is recognised, then the user agent itself is kept, cut to the stored length', () => {
    expect(describeDevice('x'.repeat(300))).toHaveLength(160);
  });
});
