import {
  CHECKED_EARLY_ATTRIBUTE,
  EARLY_ERROR_ATTRIBUTE,
  EARLY_ERROR_ID_MARK,
  EARLY_SUBMIT_ATTRIBUTE,
} from '../data/formContracts';
import {
  FEED_CONSENT_ATTRIBUTE,
  HASH_HIGHLIGHT_ATTRIBUTE,
  HASH_WATCHED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
} from '../data/navigation';
import { beforeHydrationScript } from './-beforeHydration';

/** `data-early-submit` → `earlySubmit`, as `element.dataset` names it. */
const datasetKey = (attribute: string) =>
  attribute.replace(/^data-/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

// The inline script cannot import the names it shares with the page: this is where they must agree.
describe('the script that runs before hydration', () => {
  const script = beforeHydrationScript();

  it('uses exactly the page’s attributes as data/navigation.ts and data/formContracts.ts name them', () => {
    const attributes = new Set(script.match(/data-[a-z-]+/g));
    const datasetKeys = new Set(
      [...script.matchAll(/dataset\.(\w+)|["'](\w+)["'] in root\.dataset/g)].map(
        (match) => match[1] ?? match[2],
      ),
    );
    expect(attributes).toEqual(
      new Set([
        CHECKED_EARLY_ATTRIBUTE,
        EARLY_ERROR_ATTRIBUTE,
        EARLY_SUBMIT_ATTRIBUTE,
        FEED_CONSENT_ATTRIBUTE,
        HASH_HIGHLIGHT_ATTRIBUTE,
        HASH_WATCHED_ATTRIBUTE,
      ]),
    );
    expect(datasetKeys).toEqual(
      new Set([HYDRATED_ATTRIBUTE, EARLY_ERROR_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE].map(datasetKey)),
    );
  });

  it('finds its early messages by the mark in their ids', () => {
    expect(script).toMatch(new RegExp(`\\.includes\\(["']${EARLY_ERROR_ID_MARK}["']\\)`));
  });
});

describe('a link tapped while React takes the page over', () => {
  // The page's inline script, run once for this file's window, as the browser runs it when parsing.
  beforeAll(() => {
    new Function(beforeHydrationScript())();
  });
  afterEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.replaceChildren();
  });

  /** What React's listener on the document hears of a tap on `element`. */
  function reachesTheDocument(element: HTMLElement) {
    let heard = false;
    const listen = () => {
      heard = true;
    };
    document.addEventListener('click', listen);
    element.click();
    document.removeEventListener('click', listen);
    return heard;
  }

  it('is the browser’s to follow until the whole page is React’s, then the router’s', () => {
    document.body.innerHTML = '<footer><a href="#conditions"><span>Conditions de vente</span></a></footer>';
    const link = document.querySelector('span') as HTMLElement;
    expect(reachesTheDocument(link)).toBe(false);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    expect(reachesTheDocument(link)).toBe(true);
  });

  it('leaves every other tap to React, before and after', () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    expect(reachesTheDocument(document.querySelector('button') as HTMLElement)).toBe(true);
  });
});
