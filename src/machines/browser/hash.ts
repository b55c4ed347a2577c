/**
 * A URL fragment as an element id: without its `#`, percent-decoded. A malformed escape (`#%`,
 * `#100%`) is kept as it is instead of throwing `URIError`, which would break scrolling for the rest
 * of the visit.
 */
export function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The URL's fragment as an element id (`#bain-enveloppe` → `bain-enveloppe`). */
export function currentHash(): string {
  return decodeHash(window.location.hash);
}
