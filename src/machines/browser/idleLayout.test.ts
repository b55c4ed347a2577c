import { LAID_OUT_ATTRIBUTE } from '../../data/navigation';
import { layOutWhenIdle } from './idleLayout';

const laidOut = () => [...document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)].map((block) => block.id);

/** The page goes idle after a frame: the frame, then the idle moment (a timer where the browser has none). */
function frameThenIdle() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextTimer();
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom knows no `content-visibility` (nor `CSS`): a browser that does.
  vi.stubGlobal('CSS', { supports: (property: string) => property === 'content-visibility' });
  // A computer: a mouse or a trackpad leads.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: fine)' }));
  document.body.innerHTML = `
    <header id="header"></header>
    <section id="hero"></section>
    <section id="services" style="content-visibility: auto">
      <article id="offer" style="content-visibility: auto"></article>
    </section>
    <div id="wrapper"><aside id="guide" style="content-visibility: auto"></aside></div>
    <footer id="footer" style="content-visibility: auto"></footer>`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('lays out nothing before the page is idle, then one block a frame, top to bottom', () => {
  layOutWhenIdle();
  expect(laidOut()).toEqual([]);
  vi.advanceTimersToNextTimer();
  expect(laidOut()).toEqual(['services']);
  // A block inside another comes once the outer one is laid out, before the blocks after it.
  frameThenIdle();
  expect(laidOut()).toEqual(['services', 'offer']);
  frameThenIdle();
  expect(laidOut()).toEqual(['services', 'offer', 'guide']);
  frameThenIdle();
  expect(laidOut()).toEqual(['services', 'offer', 'guide', 'footer']);
  vi.runAllTimers();
  expect(laidOut()).toEqual(['services', 'offer', 'guide', 'footer']);
});

test('leaves alone a block already laid out (a page before left it so)', () => {
  document.getElementById('services')!.setAttribute(LAID_OUT_ATTRIBUTE, '');
  layOutWhenIdle();
  vi.advanceTimersToNextTimer();
  expect(laidOut()).toEqual(['services', 'offer']);
});

test('does nothing in a browser that lays every block out with the page', () => {
  vi.stubGlobal('CSS', { supports: () => false });
  layOutWhenIdle();
  vi.runAllTimers();
  expect(laidOut()).toEqual([]);
});

test('does nothing on a touch screen, whose finger scrolls and never jumps', () => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  layOutWhenIdle();
  vi.runAllTimers();
  expect(laidOut()).toEqual([]);
});

test('stops when the page is left, whether waiting for a frame or for an idle moment', () => {
  const stop = layOutWhenIdle();
  vi.advanceTimersToNextTimer();
  stop();
  vi.runAllTimers();
  expect(laidOut()).toEqual(['services']);

  document.body.innerHTML = '<section id="alone" style="content-visibility: auto"></section>';
  layOutWhenIdle()();
  vi.runAllTimers();
  expect(laidOut()).toEqual([]);
});
