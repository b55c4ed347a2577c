import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_LOAD_DELAY_SMALL_MS } from '../data/constants';
import { renderRoute } from '../testing/renderRoute';

// Click-to-load, her default (links.yml, docs/product.md D10), whatever her sheet says today.
vi.mock('../data/feed', async (importOriginal) => {
  const original = await importOriginal<typeof import('../data/feed')>();
  return { ...original, feedWidget: { ...original.feedWidget, consent: 'click' } };
});

/** The provider's sandboxed frames (src/machines/browser/feedFrame.ts), its script's address inside. */
const frames = (src: string) =>
  [...document.querySelectorAll<HTMLIFrameElement>('iframe[sandbox]')].filter((frame) =>
    frame.srcdoc.includes(src),
  );

describe('/services, feed in consent mode "click"', () => {
  it('loads nothing third-party before the click, then loads the script at once', async () => {
    const { feedWidget } = await import('../data/feed');
    window.scrollTo = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderRoute('/services');
    const community = within(screen.getByRole('region', { name: 'Rejoignez ma communauté' }));
    expect(community.getByText(/Il ne se charge qu’avec votre accord/)).toBeInTheDocument();
    expect(community.queryByRole('status')).toBeNull();

    act(() => vi.advanceTimersByTime(FEED_LOAD_DELAY_SMALL_MS * 10));
    expect(frames(feedWidget.scriptUrl)).toHaveLength(0);

    await user.click(community.getByRole('button', { name: 'Afficher le fil Instagram' }));
    expect(frames(feedWidget.scriptUrl)).toHaveLength(1);
    expect(document.querySelectorAll(`script[src="${feedWidget.scriptUrl}"]`)).toHaveLength(0);
    expect(community.getByRole('status')).toHaveTextContent('Chargement du feed Instagram…');
    expect(community.queryByRole('button', { name: 'Afficher le fil Instagram' })).toBeNull();
    vi.useRealTimers();
  });
});
