import { contactCoordinates, frenchTime } from '../data/contact';
import { products } from '../data/products';
import { services } from '../data/services';
import { homeStructuredData, servicesStructuredData } from './structuredData';

describe('structured data', () => {
  it('describes the business with its services and offers in euros, without self-serving ratings', () => {
    const data = homeStructuredData();
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.telephone).toMatch(/^\+33\d{9}$/);
    expect(data.areaServed.map((place) => place.name)).toEqual([
      'Biarritz',
      'Pays basque',
      'En ligne (visio)',
    ]);
    expect(data.makesOffer.map((offer) => offer.itemOffered.name)).toEqual(services.map((s) => s.title));
    expect(data.makesOffer.every((offer) => offer.priceCurrency === 'EUR')).toBe(true);
    expect(data.makesOffer[0]).toMatchObject({ price: '50.00' });
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|Review/i);
  });

  it('publishes each format’s price, named as visitors read it', () => {
    const [, portage] = homeStructuredData().makesOffer;
    expect(portage).toMatchObject({
      priceSpecification: [
        { name: 'En visio', price: '25.00' },
        { name: 'En petit groupe', price: '30.00' },
        { name: 'Chez vous', price: '80.00' },
      ],
    });
  });

  it('keeps the opening hours in step with the contact page', () => {
    const hours = homeStructuredData().openingHoursSpecification[0]!;
    const [open] = contactCoordinates.availability;
    expect(open!.days).toBe('Lundi, mardi, jeudi et vendredi');
    expect(hours.dayOfWeek.map((day) => day.replace('https://schema.org/', ''))).toEqual([
      'Monday',
      'Tuesday',
      'Thursday',
      'Friday',
    ]);
    expect(open!.hours).toBe(`${frenchTime(hours.opens)}\u00a0–\u00a0${frenchTime(hours.closes)}`);
    expect(open!.hours).toBe('9\u00a0h\u00a0–\u00a016\u00a0h');
  });

  it('lists every product with its price', () => {
    const graph = servicesStructuredData()['@graph'];
    expect(graph.map((item) => item.name)).toEqual(products.map((p) => p.name));
    expect(graph.map((item) => item.offers.price)).toEqual(['145.00', '39.00', '145.00']);
  });
});
