// The Content-Security-Policy of the editor's page and files (/admin, Sveltia CMS): every host sends it
// from the files pipeline/site/security.mjs writes, the development server from pipeline/editor/admin.ts.

/**
 * The editor's policy: its own files (Sveltia is bundled, no CDN), its inline styles, and GitHub, where
 * « Publier » saves on the live site (its API, its sign-in window, the avatars and files it serves, and
 * its status page, which Sveltia reads to say when GitHub is down). Nothing else: Sveltia's optional
 * modules from a CDN (code highlighting) are refused, and Sveltia carries on without them; its fonts
 * come from the editor's own files (pipeline/editor/editorBuild.ts, `withoutCdnFonts`). Visitor pages never get it: theirs is in pipeline/site/security.mjs.
 * @param {{ asHeader: boolean }} options
 */
export function adminContentSecurityPolicy({ asHeader }) {
  return [
    "default-src 'self'",
    // Sveltia's image encoders run WebAssembly (a photo made lighter before it is saved).
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    "frame-src 'self' blob:",
    "form-action 'self' https://github.com",
    "base-uri 'self'",
    "object-src 'none'",
    ...(asHeader ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}
