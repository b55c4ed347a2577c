import type { FeedConsent } from './feed';
import { type LegalDocument, type LegalInline, legalNotice, privacyPolicy, telHref } from './legal';

const documents: Array<[string, LegalDocument]> = [
  ['mentions légales', legalNotice],
  ['confidentialité (fil chargé seul)', privacyPolicy('auto')],
  ['confidentialité (fil au clic)', privacyPolicy('click')],
];

/** Every inline piece of a document: paragraphs, list items, terms' details. */
function inlines(document: LegalDocument): LegalInline[] {
  return document.sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      if (block.kind === 'paragraph') return [...block.content];
      if (block.kind === 'list') return block.items.flat();
      return block.items.flatMap((item) => [item.term, ...item.details]);
    }),
  );
}

const plainText = (document: LegalDocument) =>
  [
    document.title,
    document.lead,
    ...document.sections.map((s) => s.heading),
    ...inlines(document).map((part) => (typeof part === 'string' ? part : part.text)),
  ].join(' ');

describe.each(documents)('%s', (_name, document) => {
  it('has unique, URL-safe section ids', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('points every in-page link at one of its own sections', () => {
    const ids = new Set(document.sections.map((section) => section.id));
    const anchors = inlines(document).flatMap((part) =>
      typeof part !== 'string' && 'href' in part && part.href.startsWith('#') ? [part.href.slice(1)] : [],
    );
    for (const anchor of anchors) expect(ids, anchor).toContain(anchor);
  });

  it('has no empty paragraph, list or detail', () => {
    for (const section of document.sections) {
      expect(section.blocks.length, section.id).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (block.kind === 'paragraph') expect(block.content.length).toBeGreaterThan(0);
        else expect(block.items.length).toBeGreaterThan(0);
      }
    }
    for (const part of inlines(document)) {
      expect(typeof part === 'string' ? part : part.text).not.toMatch(/^\s*$|undefined|null/);
    }
  });

  it('links her e-mail address and every phone number it names, so that a tap writes or calls', () => {
    const hrefs = inlines(document).flatMap((part) =>
      typeof part !== 'string' && 'href' in part ? [part.href] : [],
    );
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(true);
    // No address or number left as plain text, bold or not.
    for (const part of inlines(document)) {
      if (typeof part === 'string' || 'emphasis' in part)
        expect(typeof part === 'string' ? part : part.text).not.toMatch(/@[\w-]+\.\w|\b0\d( \d\d){4}\b/);
    }
  });

  it('avoids medical vocabulary and healing claims', () => {
    expect(plainText(document)).not.toMatch(/\b(patiente?s?|consultations?|thérapies?|guéri\w*)\b/i);
  });
});

describe('privacy policy and the feed loading mode', () => {
  const cookies = (mode: FeedConsent) =>
    plainText({ ...privacyPolicy(mode), title: '', lead: '' }).replace(/\s+/g, ' ');

  it('says the feed loads by itself when it does', () => {
    // « lui-même » as typeset: a word joiner after the hyphen keeps it on one line (pipeline/content/typography.ts).
    expect(cookies('auto')).toContain('se charge de lui-\u2060même');
    expect(cookies('auto')).not.toContain('Afficher le fil Instagram');
  });

  it('says nothing third-party loads before the click when the feed waits for one', () => {
    expect(cookies('click')).toContain('tant que vous n’avez pas cliqué sur « Afficher le fil Instagram »');
    expect(cookies('click')).not.toContain('se charge de lui-même');
  });
});

describe('helpers', () => {
  it('telHref turns a French number into an international tel: address', () => {
    expect(telHref('01 99 00 12 34')).toBe('tel:+33199001234');
    expect(telHref('06.39.98.12.34')).toBe('tel:+33639981234');
  });
});
