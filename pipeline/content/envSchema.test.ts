import { overriddenFields, withOverrides } from '../../src/content/linkOverrides';
import linksFile from '../../src/content/links.yml';
import type { Sheet } from '../../src/content/schema';
import { parseEnv } from './envSchema';

const links = linksFile as Sheet<'links'>;

describe('deployment variables', () => {
  it('sets nothing when nothing is set: her links (links.yml) are the site’s', () => {
    expect(parseEnv({})).toEqual({});
    expect(withOverrides(links, {})).toEqual(links);
  });

  it('keeps valid values, ignores empty ones, and each set one wins over her link', () => {
    const env = parseEnv({
      VITE_SITE_URL: 'https://www.cesarienne-sereine.fr',
      VITE_BOOKING_URL: '',
      VITE_WEB3FORMS_ACCESS_KEY: '3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8',
    });
    expect(env).toEqual({
      VITE_SITE_URL: 'https://www.cesarienne-sereine.fr',
      VITE_WEB3FORMS_ACCESS_KEY: '3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8',
    });
    const site = withOverrides(links, env);
    expect(site.siteUrl).toBe('https://www.cesarienne-sereine.fr');
    expect(site.formKey).toBe('3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8');
    expect(site.bookingUrl).toBe(links.bookingUrl);
    expect(overriddenFields(env)).toEqual(['links.siteUrl', 'links.formKey']);
  });

  it('checks each by the rule of the field it replaces, and fails naming every bad variable', () => {
    expect(() =>
      parseEnv({ VITE_SITE_URL: 'cesarienne-sereine.fr', VITE_WEB3FORMS_ACCESS_KEY: 'clé secrète' }),
    ).toThrow(
      /VITE_SITE_URL\s:\s«\sAdresse du site\s»[\s\S]*VITE_WEB3FORMS_ACCESS_KEY\s:\s«\sClé du formulaire/,
    );
    expect(() => parseEnv({ VITE_GUIDE_URL: 'ftp://example.com/guide' })).toThrow(/VITE_GUIDE_URL/);
  });
});
