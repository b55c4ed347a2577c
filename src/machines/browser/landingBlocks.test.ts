import { SCROLL_LANDING_ATTRIBUTE } from '../../data/navigation';
import { layOutAboveLanding } from './landingBlocks';

type Place = Record<string, [top: number, bottom: number]>;

/** Where each element stands on the page, the screen's top at 0 (jsdom lays nothing out). */
const atFirst: Place = {
  far: [-3000, -2000],
  above: [-1500, -500],
  wrapper: [-500, 0],
  inWrapper: [-500, -250],
  plain: [-250, 0],
  target: [0, 800],
  below: [800, 1600],
};

/** Where they stand once `above` is laid out, if a test says it is shorter than its estimate. */
let onceAboveIsLaidOut: Place = {};

beforeEach(() => {
  onceAboveIsLaidOut = {};
  document.body.innerHTML = `
    <section id="far" style="content-visibility: auto"></section>
    <section id="above" style="content-visibility: auto"></section>
    <div id="wrapper">
      <div id="inWrapper" style="content-visibility: auto"></div>
      <div id="plain"></div>
    </div>
    <section id="target"></section>
    <section id="below" style="content-visibility: auto"></section>`;
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const aboveLaidOut = document.getElementById('above')!.hasAttribute(SCROLL_LANDING_ATTRIBUTE);
    const [top, bottom] = ((aboveLaidOut && onceAboveIsLaidOut[this.id]) || atFirst[this.id])!;
    return { top, bottom } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const laidOut = () =>
  [...document.querySelectorAll(`[${SCROLL_LANDING_ATTRIBUTE}]`)].map((element) => element.id);

describe('layOutAboveLanding', () => {
  it('lays out the blocks within two screens above the target, and lets them be when asked', () => {
    const letBe = layOutAboveLanding(document.getElementById('target')!);
    expect(laidOut()).toEqual(['above', 'inWrapper']);
    letBe();
    expect(laidOut()).toEqual([]);
  });

  it('looks again once a block laid out has taken its real height and brought the one above it near', () => {
    // Estimated at 1 000 px, it is 400 px tall: the block above it comes down within reach.
    onceAboveIsLaidOut = { above: [-900, -500], far: [-1900, -900] };
    layOutAboveLanding(document.getElementById('target')!);
    expect(laidOut()).toEqual(['far', 'above', 'inWrapper']);
  });

  it('leaves a page with nothing above its target as it is', () => {
    layOutAboveLanding(document.getElementById('far')!);
    expect(laidOut()).toEqual([]);
  });
});
