// A stand-in for the browser's folder picker (File System Access API), for the editor's browser tests:
// Sveltia's local mode asks `showDirectoryPicker()` for her project's folder; here the page gets a
// directory handle whose every read and write goes, through Playwright's `exposeBinding`, to a folder on
// disk (a copy of her whole project, e2e/herProject.ts), so the test reads on disk what « Enregistrer »
// wrote. A file is written as Chrome writes it: into `<name>.crswap` beside it, moved onto it when the
// writer closes, so the dev server watching the folder sees every file a real save makes.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { BrowserContext } from '@playwright/test';

type Operation = 'stat' | 'list' | 'read' | 'write' | 'append' | 'mkdir' | 'remove' | 'move';

/** Serves the page's file operations from `root`, never outside it. */
function operate(root: string, op: Operation, path: string, data?: string): unknown {
  const at = resolve(root, path);
  if (relative(root, at).startsWith('..')) throw new Error(`outside the folder: ${path}`);
  switch (op) {
    case 'stat':
      return existsSync(at) ? (statSync(at).isDirectory() ? 'directory' : 'file') : null;
    case 'list':
      return readdirSync(at, { withFileTypes: true }).map((entry) => ({
        name: entry.name,
        kind: entry.isDirectory() ? 'directory' : 'file',
      }));
    case 'read': {
      const stat = statSync(at);
      return { base64: readFileSync(at).toString('base64'), lastModified: stat.mtimeMs };
    }
    case 'write':
      mkdirSync(dirname(at), { recursive: true });
      writeFileSync(at, Buffer.from(data ?? '', 'base64'));
      return null;
    case 'append':
      appendFileSync(at, Buffer.from(data ?? '', 'base64'));
      return null;
    case 'mkdir':
      mkdirSync(at, { recursive: true });
      return null;
    case 'remove':
      rmSync(at, { recursive: true, force: true });
      return null;
    case 'move':
      mkdirSync(dirname(resolve(root, data ?? '')), { recursive: true });
      renameSync(at, resolve(root, data ?? ''));
      return null;
  }
}

/** Every page of `context` gets a folder picker that opens `root` (which must hold a `.git` entry). */
export async function pickFolder(context: BrowserContext, root: string) {
  if (!existsSync(join(root, '.git'))) mkdirSync(join(root, '.git'));
  await context.exposeBinding('__folder', (_source, op: Operation, path: string, data?: string) =>
    operate(root, op, path, data),
  );
  await context.addInitScript(() => {
    type Call = (op: string, path: string, data?: string) => Promise<unknown>;
    const call = (window as unknown as { __folder: Call }).__folder;
    const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
    const notFound = (name: string) => new DOMException(`${name} not found`, 'NotFoundError');
    const toBase64 = async (blob: Blob) => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    };
    class Handle {
      constructor(
        readonly kind: 'file' | 'directory',
        readonly path: string,
      ) {}
      get name() {
        return this.path.split('/').pop() ?? '';
      }
      async isSameEntry(other: Handle) {
        return other.path === this.path;
      }
      async queryPermission() {
        return 'granted';
      }
      async requestPermission() {
        return 'granted';
      }
    }
    class FileHandle extends Handle {
      constructor(path: string) {
        super('file', path);
      }
      async getFile() {
        const { base64, lastModified } = (await call('read', this.path)) as {
          base64: string;
          lastModified: number;
        };
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        return new File([bytes], this.name, { lastModified });
      }
      async createWritable() {
        // Chrome's writer: a swap file beside the file, moved onto it once closed.
        const path = this.path;
        const swap = `${path}.crswap`;
        await call('write', swap, '');
        return {
          async write(data: BlobPart | { type: string; data?: BlobPart }) {
            const part =
              data &&
              typeof data === 'object' &&
              'type' in data &&
              (data as { type: string }).type === 'write'
                ? (data as { data: BlobPart }).data
                : (data as BlobPart);
            await call('append', swap, await toBase64(new Blob([part])));
          },
          async truncate() {},
          async close() {
            await call('move', swap, path);
          },
          async abort() {
            await call('remove', swap);
          },
        };
      }
      async move(dir: DirectoryHandle | string, name?: string) {
        const target =
          typeof dir === 'string'
            ? join(this.path.split('/').slice(0, -1).join('/'), dir)
            : join(dir.path, name ?? this.name);
        await call('move', this.path, target);
        (this as unknown as { path: string }).path = target;
      }
    }
    class DirectoryHandle extends Handle {
      constructor(path: string) {
        super('directory', path);
      }
      async getDirectoryHandle(name: string, { create = false } = {}) {
        const path = join(this.path, name);
        const kind = await call('stat', path);
        if (kind === 'file') throw new DOMException(`${name} is a file`, 'TypeMismatchError');
        if (!kind) {
          if (!create) throw notFound(name);
          await call('mkdir', path);
        }
        return new DirectoryHandle(path);
      }
      async getFileHandle(name: string, { create = false } = {}) {
        const path = join(this.path, name);
        const kind = await call('stat', path);
        if (kind === 'directory') throw new DOMException(`${name} is a folder`, 'TypeMismatchError');
        if (!kind) {
          if (!create) throw notFound(name);
          await call('write', path, '');
        }
        return new FileHandle(path);
      }
      async removeEntry(name: string) {
        await call('remove', join(this.path, name));
      }
      async resolve(other: Handle) {
        return other.path.startsWith(this.path)
          ? other.path.slice(this.path.length).split('/').filter(Boolean)
          : null;
      }
      async *entries(): AsyncGenerator<[string, Handle]> {
        const list = (await call('list', this.path)) as Array<{ name: string; kind: string }>;
        for (const { name, kind } of list)
          yield [
            name,
            kind === 'directory'
              ? new DirectoryHandle(join(this.path, name))
              : new FileHandle(join(this.path, name)),
          ];
      }
      async *keys() {
        for await (const [name] of this.entries()) yield name;
      }
      async *values() {
        for await (const [, handle] of this.entries()) yield handle;
      }
      [Symbol.asyncIterator]() {
        return this.entries();
      }
    }
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: async () => new DirectoryHandle(''),
      configurable: true,
    });
    // A real handle is kept across reloads by the browser; this one cannot be, so the editor asks for
    // the folder again after a reload (as Chrome does when it asks her to allow access again).
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (value: unknown, key?: IDBValidKey) {
      return put.call(this, value instanceof Handle ? undefined : value, key);
    };
  });
}
