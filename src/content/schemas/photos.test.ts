import * as v from 'valibot';
import { photosSchema } from './photos';

describe('her photos sheet', () => {
  it('reads a photo left out of the file as no photo (her editor may save the sheet without its empty ones)', () => {
    const sheet = v.parse(photosSchema, {
      founder: { image: 'photos/portrait.jpg', alt: 'Camille, souriante' },
    });
    expect(sheet.founder).toEqual({ image: 'photos/portrait.jpg', alt: 'Camille, souriante' });
    expect(sheet.guide).toEqual({ image: '', alt: '' });
    expect(sheet['atelier-portage']).toEqual({ image: '', alt: '' });
  });

  it('still wants a description with a photo', () => {
    expect(v.safeParse(photosSchema, { guide: { image: 'photos/guide.jpg', alt: '' } }).success).toBe(false);
  });
});
