import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceNames } from '../data/serviceOffers';
import { renderRoute } from '../testing/renderRoute';

// She renames a service in her file (services.yml, at /admin): every page names it by its new name.
vi.mock('../content/services.yml', async (importOriginal) => {
  const { default: services } = await importOriginal<{ default: Record<string, object> }>();
  return {
    default: { ...services, 'atelier-portage': { ...services['atelier-portage'], title: 'Porter bébé' } },
  };
});

const oldName = 'Atelier de portage';

describe('a service she renames in services.yml', () => {
  afterEach(cleanup);

  it('is named anew on its home card', async () => {
    await renderRoute('/');
    expect(screen.getByRole('link', { name: 'Porter bébé' })).toHaveAttribute(
      'href',
      '/services#atelier-portage',
    );
    expect(document.body).not.toHaveTextContent(oldName);
  });

  it('on /services: its block, its dialog and the FAQ’s prices', async () => {
    await renderRoute('/services');
    const block = screen.getByRole('region', { name: 'Porter bébé' });
    expect(block).toHaveAttribute('id', 'atelier-portage');
    await userEvent.click(within(block).getByRole('button', { name: /^En savoir plus/ }));
    expect(screen.getByRole('dialog', { name: 'Porter bébé' })).toBeInTheDocument();
    expect(screen.getByText(/Porter bébé : 25 € en visio/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(oldName);
  });

  it('at the end of an article that leads to it', async () => {
    await renderRoute('/articles/porter-bebe-apres-une-cesarienne');
    const service = screen.getByRole('complementary', { name: 'Porter bébé' });
    expect(within(service).getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      '/services#atelier-portage',
    );
  });

  it('and in what her editor offers where she picks a service', () => {
    expect(serviceNames['atelier-portage']).toBe('Porter bébé');
  });
});
