import cabinet from './content/cabinet.yml';
import faq from './content/faq.yml';
import home from './content/home.yml';
import legal from './content/legal.yml';
import links from './content/links.yml';
import photos from './content/photos.yml';
import type { ContentName } from './content/problems';
import products from './content/products.yml';
import services from './content/services.yml';
import serviceTexts from './content/serviceTexts.yml';
import testimonials from './content/testimonials.yml';

/** Every sheet of hers as the site reads it (checked, typeset, photos processed), by name. */
export const sheets = {
  cabinet,
  links,
  services,
  serviceTexts,
  testimonials,
  faq,
  home,
  photos,
  products,
  legal,
} satisfies Record<ContentName, unknown>;
