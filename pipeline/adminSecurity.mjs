// The editor's (/admin) local backend, and the Content-Security-Policy of the editor's page and files: every
// host sends it from the files pipeline/security.mjs writes, the development server from pipeline/admin.ts.

/** The port of the editor's local backend (decap-server), started by `npm run admin`. */
export const LOCAL_BACKEND_PORT = 8081;

/**
 * Where the editor reaches it: on loopback only (decap-server binds there, BIND_HOST), since whoever
 * reaches it can write any file of the repository, the build's scripts included.
 */
export const LOCAL_BACKEND_HOST = '127.0.0.1';
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}/api/v1`;

/**
 * The editor's policy (/admin, Decap CMS, pipeline/admin.ts): its own files, Decap's inline styles,
 * the local backend and the Git host. Visitor pages never get it: theirs is in pipeline/security.mjs.
 * @param {{ asHeader: boolean }} options
 */
export function adminContentSecurityPolicy({ asHeader }) {
  return [
    "default-src 'self'",
    // Decap compiles the validation of its configuration with `new Function` (ajv).
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT} https://api.github.com`,
    "base-uri 'self'",
    "object-src 'none'",
    ...(asHeader ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}
