// The HTML-tree steps both Markdown renderers share (her articles, pipeline/articles/markdownToHtml.ts; her guides,
// pipeline/editor/adminGuide.ts): walking the tree, French typography, links that leave the site.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { frenchTypography } from '../content/typography.ts';

export const isElement = (node: RootContent | ElementContent | Root): node is Element =>
  node.type === 'element';

/** Every element under `node`, parents before children, with its parent. */
export function* elements(node: Root | Element): Generator<[Element, Root | Element]> {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    yield [child, node];
    yield* elements(child);
  }
}

export const textOf = (node: Root | RootContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/** A rehype step: the site's French typography on every text but code. */
export function typography() {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      if (isElement(node as ElementContent) && ['code', 'pre'].includes((node as Element).tagName)) return;
      for (const child of node.children) {
        if (child.type === 'text') child.value = frenchTypography(child.value);
        else if (isElement(child)) visit(child);
      }
    };
    visit(tree);
  };
}

/** A rehype step: a link that leaves the site opens a new tab and says so (docs/product.md D13, ui/ExternalLink). */
export function externalLinks() {
  return (tree: Root) => {
    for (const [element] of elements(tree)) {
      const href = element.properties.href;
      if (element.tagName !== 'a' || typeof href !== 'string' || !/^(https?:)?\/\//i.test(href)) continue;
      element.properties.target = '_blank';
      element.properties.rel = ['noopener', 'noreferrer'];
      element.children.push(
        { type: 'text', value: ' ' },
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['visually-hidden'] },
          children: [{ type: 'text', value: '(nouvel onglet)' }],
        },
      );
    }
  };
}
