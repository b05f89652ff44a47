import { describe, expect, it } from 'vitest';
import { browserLabel } from './browser-label';

describe('browserLabel', () => {
  it('names the browser and the system from common User-Agents', () => {
    expect(
      browserLabel(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      browserLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(browserLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Windows',
    );
    expect(
      browserLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge on Windows');
  });

  it('keeps nothing when there is no User-Agent', () => {
    expect(browserLabel(undefined)).toBeNull();
    expect(browserLabel('curl/8.5')).toBe('Browser');
  });
});
