// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWhole } from './writeWhole.mjs';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'write-whole-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a cache file', () => {
  it('is written whole, in its place, with nothing left beside it', () => {
    const file = join(dir, 'photo.json');
    writeFileSync(file, 'old');
    writeWhole(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['photo.json']);
  });

  it('stays as it was when the new one cannot be written', () => {
    const file = join(dir, 'photo.json');
    writeFileSync(file, 'old');
    // The partial file's place is taken: the write fails before the file is touched.
    mkdirSync(`${file}.${process.pid}.tmp`);
    expect(() => writeWhole(file, 'new')).toThrow();
    expect(readFileSync(file, 'utf8')).toBe('old');
  });
});
