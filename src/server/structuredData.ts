import { schemaOrgDay } from '../content/weekDays';
import { machinePrice } from '../data/money';
import { ogImage } from '../data/pages';
import { products } from '../data/products';
import { services } from '../data/services';
import { externalLinks, practitioner, site } from '../data/site';

/**
 * JSON-LD for search engines (schema.org). No AggregateRating: reviews a business publishes about
 * itself are ignored by search engines and can be penalised.
 */

const businessId = `${site.url}/#entreprise`;

export function homeStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId,
    name: site.name,
    description: site.tagline,
    url: `${site.url}/`,
    image: `${site.url}${ogImage.path}`,
    logo: `${site.url}/icon-512.png`,
    telephone: practitioner.phone.e164,
    email: practitioner.email,
    areaServed: practitioner.areaServed.map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: practitioner.openingHours.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => `https://schema.org/${schemaOrgDay(day)}`),
      opens,
      closes,
    })),
    // Her coming closures: closed all day, from the first day to the last (opens = closes = 00:00).
    ...(practitioner.closures.length > 0 && {
      specialOpeningHoursSpecification: practitioner.closures.map(({ from, to }) => ({
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: from,
        validThrough: to,
      })),
    }),
    sameAs: [externalLinks.instagram, externalLinks.linkedin],
    founder: { '@type': 'Person', name: practitioner.name, jobTitle: practitioner.role },
    makesOffer: services.map((service) => ({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      // The prices visitors read (services.ts), one per format when the formats differ.
      ...(service.formats.length === 1
        ? { price: machinePrice(service.formats[0]!.price) }
        : {
            priceSpecification: service.formats.map((format) => ({
              '@type': 'UnitPriceSpecification',
              name: format.label,
              price: machinePrice(format.price),
              priceCurrency: 'EUR',
            })),
          }),
      itemOffered: {
        '@type': 'Service',
        name: service.title,
        description: service.shortDescription,
        url: `${site.url}/services#${service.id}`,
        provider: { '@id': businessId },
      },
    })),
  };
}

export function servicesStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@graph': products.map((product) => ({
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: `${site.url}${product.image.src}`,
      sku: product.reference,
      gtin13: product.reference,
      offers: {
        '@type': 'Offer',
        price: machinePrice(product.price),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: product.purchaseLink,
      },
    })),
  };
}
