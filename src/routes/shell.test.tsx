import { screen, within } from '@testing-library/react';
import { renderRoute } from './-renderRoute';

describe('site shell', () => {
  it('renders header, main and footer', async () => {
    await renderRoute('/services');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', {
        name: 'Services',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Nos Services | Accompagnement Césarienne');
  });
});
