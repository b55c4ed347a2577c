import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { distDir as buildDir } from '../pipeline/site/distDir.mjs';

// The built site behind nginx, configured by the server block the build writes (dist/nginx.conf), in the
// build's folder as pipeline/site/distDir.mjs says (DIST_DIR, anywhere).
// CI installs nginx and its brotli module (libnginx-mod-http-brotli-static); elsewhere the specs that
// use it are skipped where they are missing.
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const distDir = buildDir();

export const nginxMissing = !(existsSync(NGINX) && existsSync(BROTLI_MODULE)) && !process.env.CI;
export const nginxMissingReason =
  'nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static)';

/**
 * Starts nginx on the build with the block it writes; one per worker and per spec (`slot`), since the
 * phone and desktop projects run side by side. NGINX_PORT moves them, so two checkouts can run their
 * browser tests at once.
 */
export async function startNginx(
  testInfo: TestInfo,
  slot = 0,
  /** Another build's folder (a spec that builds a changed copy of her content). */
  dist = distDir,
): Promise<{ base: string; stop: () => void }> {
  // Not 4190: a port browsers and fetch refuse (sieve).
  const port = Number(process.env.NGINX_PORT ?? 4280) + slot * 10 + testInfo.workerIndex;
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const server = readFileSync(join(dist, 'nginx.conf'), 'utf8')
    .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
    .replace(/root [^;]+;/, `root ${join(dist, 'client')};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
load_module ${BROTLI_MODULE};
events {}
http { include /etc/nginx/mime.types; access_log off; ${temp}
${server}
}
`,
  );
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    if (tries > 100) throw new Error(`nginx did not start on ${base}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return { base, stop: () => nginx.kill() };
}
