// The demo values an owner must replace before going live (README, "Make it yours"). Each is a reserved
// name (example.com and its subdomains, .example, .invalid), a fiction number or an obvious stand-in,
// so a site deployed with the defaults can never send a visitor, a message or a script to a stranger.
// The build lists every one still present in what it ships, loudly, without failing: a demo build is
// legitimate, a forgotten placeholder is not.

/** Where each demo host is set, so the warning says what to change. */
const demoHosts = {
  'www.example.com': 'adresse du site (VITE_SITE_URL)',
  'booking.example.com': 'page de réservation (VITE_BOOKING_URL)',
  'newsletter.example.com': 'inscription au guide (VITE_GUIDE_URL)',
  'boutique.example.com':
    'liens d’achat des produits (src/data/content/products.yml, modifiable depuis /admin)',
  'widgets.example.com':
    'fournisseur du fil Instagram (src/data/feed.ts, src/data/content/legal.yml, modifiable depuis /admin)',
  'www.mediateur.example.com':
    'médiateur de la consommation (src/data/content/legal.yml, modifiable depuis /admin)',
};

/** What a placeholder looks like in the built files; `what` names it (from the match for hosts). */
export const placeholderPatterns = [
  {
    pattern: /[\w.+-]+@(?:[\w-]+\.)*example\.(?:com|org|net)\b/g,
    what: () => 'adresse e-mail (src/data/content/cabinet.yml, modifiable depuis /admin)',
  },
  {
    pattern: /(?<![@\w.-])(?:[\w-]+\.)*example\.(?:com|org|net)\b/g,
    what: (host) => demoHosts[host] ?? 'adresse de démonstration (example.com)',
  },
  {
    pattern: /https?:\/\/[\w.-]+\.(?:example|invalid)(?![\w.-])/g,
    what: () => 'adresse de démonstration (.example, .invalid)',
  },
  {
    pattern: /(?:instagram|linkedin)\.com\/(?:in\/)?example\b/g,
    what: () => 'profils Instagram et LinkedIn (src/data/site.ts)',
  },
  {
    pattern: /00000000-0000-4000-8000-000000000000/g,
    what: () => 'clé d’accès Web3Forms (VITE_WEB3FORMS_ACCESS_KEY)',
  },
  { pattern: /VOTRE-[A-Z-]+/g, what: () => 'identifiant du widget du fil Instagram (src/data/feed.ts)' },
  {
    pattern: /repo["`]?:\s?["`]?proprietaire\/[\w.-]+/g,
    what: () => 'dépôt Git où l’éditeur /admin publie (CMS_REPO)',
  },
  {
    pattern: /000 000 000 00000/g,
    what: () => 'numéro SIRET (src/data/content/legal.yml, modifiable depuis /admin)',
  },
  {
    pattern: /\b(?:06 39 98|01 99 00) \d\d \d\d\b|\+33(?:63998|19900)\d{4}/g,
    what: () =>
      'numéros de téléphone fictifs (src/data/content/cabinet.yml et legal.yml, modifiables depuis /admin)',
  },
  {
    pattern:
      /\d+ (?:rue|avenue) de l’Exemple, \d{5} [\wÀ-ÿ-]+|(?:Hébergeur |consommation )?Exemple(?: [A-Z][\wÀ-ÿ-]*)?/g,
    what: () =>
      'noms et adresses de démonstration (src/data/content/legal.yml et home.yml, modifiables depuis /admin)',
  },
];

/** Every placeholder found in `files` ({ name, text }), once per value, with the files that carry it. */
export function findPlaceholders(files) {
  const found = new Map();
  for (const { name, text } of files) {
    for (const { pattern, what } of placeholderPatterns) {
      for (const match of text.matchAll(pattern)) {
        const value = match[0].trim();
        const entry = found.get(value) ?? { value, what: what(value), files: new Set() };
        entry.files.add(name);
        found.set(value, entry);
      }
    }
  }
  return [...found.values()].map((entry) => ({ ...entry, files: [...entry.files].sort() }));
}

/** The warning the build prints: one line per kind of placeholder, framed so it cannot be missed. */
export function placeholderWarning(found) {
  if (found.length === 0) return null;
  const byKind = new Map();
  for (const entry of found) byKind.set(entry.what, [...(byKind.get(entry.what) ?? []), entry.value]);
  const rule = '!'.repeat(78);
  return [
    rule,
    `!! ATTENTION : ce site contient encore des valeurs de démonstration (${found.length}).`,
    '!! Remplacez-les avant la mise en ligne (README, « Make it yours ») :',
    ...[...byKind].map(([what, values]) => `!!   - ${what} : ${values.join(' · ')}`),
    rule,
  ].join('\n');
}
