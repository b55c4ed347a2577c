import { SMALL_SCREEN_QUERY } from '../../data/constants';
import { isSmallScreen } from './screenSize';

describe('isSmallScreen', () => {
  it.each([true, false])('follows the mobile breakpoint query (matches: %s)', (matches) => {
    window.matchMedia = vi.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
    expect(isSmallScreen()).toBe(matches);
    expect(window.matchMedia).toHaveBeenCalledWith(SMALL_SCREEN_QUERY);
  });
});
