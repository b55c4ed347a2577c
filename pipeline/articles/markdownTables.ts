// Her articles' tables (GitHub's pipe tables), without a parser extension: remark-parse reads a table as a
// paragraph of lines full of `|`; this step turns such a paragraph back into the table it is, and a later
// step wraps each table in a frame that scrolls sideways by itself on a phone, never the page.
import type { Element, Root as HastRoot } from 'hast';
import type { AlignType, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { elements } from './htmlTreeSteps.ts';

/** A row's cells: split on every `|` not escaped, the optional outer pipes dropped (GitHub's rule). */
function cellsOf(line: string): string[] {
  const trimmed = line.trim();
  const cells: string[] = [];
  let cell = '';
  for (let index = 0; index < trimmed.length; index += 1) {
    const char = trimmed[index];
    if (char === '\\' && trimmed[index + 1] === '|') {
      cell += '\\|';
      index += 1;
    } else if (char === '|') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  if (trimmed.startsWith('|')) cells.shift();
  if (trimmed.endsWith('|') && !trimmed.endsWith('\\|')) cells.pop();
  return cells.map((text) => text.trim());
}

const isRow = (line: string) => line.includes('|');

/** The delimiter row's alignments (`:--`, `:-:`, `--:`), or undefined when the line is not one. */
function alignments(line: string): AlignType[] | undefined {
  if (!isRow(line) && !/^\s*:?-+:?\s*$/.test(line)) return undefined;
  const cells = cellsOf(line);
  if (!cells.every((cell) => /^:?-+:?$/.test(cell))) return undefined;
  return cells.map((cell) =>
    cell.startsWith(':') && cell.endsWith(':')
      ? 'center'
      : cell.endsWith(':')
        ? 'right'
        : cell.startsWith(':')
          ? 'left'
          : null,
  );
}

/** A cell's Markdown, read as the inline text it is (emphasis, links, code); anything else stays as typed. */
const inlineParser = unified().use(remarkParse);
function phrasing(text: string): PhrasingContent[] {
  if (!text) return [];
  const [first, ...others] = (inlineParser.parse(text) as Root).children;
  return first?.type === 'paragraph' && others.length === 0
    ? first.children
    : [{ type: 'text', value: text }];
}

const rowOf = (line: string, width: number): TableRow => {
  const cells = cellsOf(line);
  return {
    type: 'tableRow',
    children: Array.from({ length: width }, (_, index) => ({
      type: 'tableCell',
      children: phrasing(cells[index] ?? ''),
    })),
  };
};

/**
 * A paragraph's lines as a table when a header row is followed by its delimiter row of as many cells;
 * the lines before it stay a paragraph. Only a paragraph that starts its line (not in a quote or a list,
 * whose lines carry their marks).
 */
function asTable(paragraph: Paragraph, source: string): RootContent[] | undefined {
  const { start, end } = paragraph.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined || start.column !== 1) return undefined;
  const lines = source.slice(start.offset, end.offset).split(/\r?\n/);
  for (let head = 0; head + 1 < lines.length; head += 1) {
    const line = lines[head] ?? '';
    const align = alignments(lines[head + 1] ?? '');
    if (!isRow(line) || !align || cellsOf(line).length !== align.length) continue;
    const body = lines.slice(head + 2);
    const table: Table = {
      type: 'table',
      align,
      children: [rowOf(line, align.length), ...body.map((row) => rowOf(row, align.length))],
    };
    if (head === 0) return [table];
    return [{ type: 'paragraph', children: phrasing(lines.slice(0, head).join('\n')) }, table];
  }
  return undefined;
}

/** The remark step: every paragraph that is a table becomes one. */
export function remarkTables() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    tree.children = tree.children.flatMap((node) =>
      node.type === 'paragraph' ? (asTable(node, source) ?? [node]) : [node],
    );
  };
}

/** The class of a table's frame, for the article page's stylesheet (src/ui/ArticlePage). */
export const TABLE_FRAME_CLASS = 'article-table';

/**
 * A rehype step, after the sanitiser: each table in a frame of its own that scrolls sideways on a phone.
 * The frame is a named region a keyboard can reach (tabindex), so its hidden columns are never out of reach.
 */
export function tableFrames() {
  return (tree: HastRoot) => {
    const tables = [...elements(tree)].filter(([element]) => element.tagName === 'table');
    for (const [table, parent] of tables) {
      const frame: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: [TABLE_FRAME_CLASS], role: 'region', ariaLabel: 'Tableau', tabIndex: 0 },
        children: [table],
      };
      parent.children[parent.children.indexOf(table)] = frame;
    }
  };
}
