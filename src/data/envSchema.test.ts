import { parseEnv } from './envSchema';

describe('deployment variables', () => {
  it('gives working placeholders when nothing is set', () => {
    const env = parseEnv({});
    expect(env.VITE_SITE_URL).toMatch(/^https:\/\//);
    expect(env.VITE_BOOKING_URL).toMatch(/^https:\/\//);
    expect(env.VITE_WEB3FORMS_ACCESS_KEY).toMatch(/^[0-9a-f-]+$/);
  });

  it('keeps valid values and ignores empty ones', () => {
    const env = parseEnv({ VITE_SITE_URL: 'https://www.cesarienne-sereine.fr', VITE_BOOKING_URL: '' });
    expect(env.VITE_SITE_URL).toBe('https://www.cesarienne-sereine.fr');
    expect(env.VITE_BOOKING_URL).toBe(parseEnv({}).VITE_BOOKING_URL);
  });

  it('fails with a message naming every bad variable', () => {
    expect(() =>
      parseEnv({ VITE_SITE_URL: 'cesarienne-sereine.fr', VITE_WEB3FORMS_ACCESS_KEY: 'clé secrète' }),
    ).toThrow(/VITE_SITE_URL[\s\S]*VITE_WEB3FORMS_ACCESS_KEY/);
    expect(() => parseEnv({ VITE_GUIDE_URL: 'ftp://example.com/guide' })).toThrow(/VITE_GUIDE_URL/);
  });
});
