import * as v from 'valibot';
import {
  choice,
  euros,
  group,
  line,
  list,
  meta,
  paragraph,
  photo,
  webAddress,
  wholeNumber,
} from './rules.ts';

/** A barcode number (EAN-13): 13 digits, the last one checking the others. */
const isEan13 = (code: string) =>
  [...code].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3), 0) % 10 === 0;

const eanMessage =
  '«\u00a0Référence\u00a0»\u00a0: les 13 chiffres du code-barres (EAN-13), sans espace, tels qu’imprimés sous les barres';

/** The shop's products (src/content/products.yml). */
export const productsSchema = v.strictObject({
  // Shop transparency (docs/product.md): the shop names who sells and ships, and whether she earns.
  seller: line(
    'Vendeur',
    'Le nom de la boutique partenaire qui vend et expédie ces produits, tel qu’il apparaît sur sa boutique en ligne',
    80,
  ),
  commission: choice(
    'Commission sur ces ventes',
    ['aucune', 'oui'],
    'La boutique le dit sous les produits, comme le demande le droit de la consommation',
    {
      aucune: 'Je ne touche pas de commission sur ces ventes',
      oui: 'Je touche une commission sur ces ventes',
    },
  ),
  // What the quality block says is hers to stand behind: a food supplement may carry no health claim
  // but the authorised ones (Regulation (EC) 1924/2006), and a generic environmental claim
  // (« éco-responsable ») is forbidden without proof (Code de la consommation L121-2, directive 2024/825).
  promises: list(
    'Engagements qualité',
    group('Engagement', {
      icon: choice('Pictogramme', ['hexagon', 'seal', 'leaf'], undefined, {
        hexagon: 'Hexagone',
        seal: 'Sceau',
        leaf: 'Feuille',
      }),
      title: line(
        'Titre',
        'Quelques mots que vous pouvez prouver\u00a0: pas «\u00a0efficacité prouvée\u00a0» pour un complément alimentaire, ni «\u00a0éco-responsable\u00a0» ou «\u00a0écologique\u00a0» sans preuve précise',
        40,
      ),
      text: line('Texte', 'Une phrase qui dit précisément ce qui est vrai', 200),
    }),
    1,
    'Sous les produits, dans «\u00a0Nos engagements qualité\u00a0»',
    4,
  ),
  items: v.pipe(
    list(
      'Produits',
      v.pipe(
        v.strictObject({
          name: line('Nom du produit', undefined, 60),
          subtitle: line('Sous-titre', 'Quelques mots sous le nom\u00a0: Cure 3 mois, Soin nourrissant', 60),
          description: paragraph('Description', undefined, 400),
          price: euros('Prix, en euros', 1, 2000, 'Par exemple 39 ou 34,90'),
          originalPrice: euros(
            'Prix avant remise, en euros',
            0,
            2000,
            '0 s’il n’y a pas de remise\u00a0; sinon il est barré à côté du prix, et le badge de la photo annonce la différence (par exemple «\u00a0\u221220\u00a0€\u00a0»)',
          ),
          rating: wholeNumber('Étoiles', 1, 5, 'La note moyenne laissée par les clientes sur la boutique'),
          purchaseLink: webAddress('Lien du bouton Commander', 'La page du produit sur la boutique en ligne'),
          reference: v.pipe(
            v.string('un code-barres (Référence)'),
            v.regex(/^\d{13}$/, eanMessage),
            v.check(isEan13, eanMessage),
            v.metadata(meta('Référence', 'Les 13 chiffres du code-barres (EAN-13)')),
          ),
          volume: line(
            'Contenance ou durée de cure',
            'Par exemple\u00a0: 250 ml, ou 3 mois pour une cure (la carte écrit alors «\u00a0Durée de cure\u00a0»)',
            40,
          ),
          features: list(
            'Points forts',
            line('Point fort', undefined, 80),
            4,
            'Quatre\u00a0: la carte montre les deux premiers',
            4,
          ),
          photo: photo('Photo du produit', 'À la place de l’illustration. Horizontale de préférence.'),
        }),
        v.forward(
          v.check(
            ({ price, originalPrice }) => originalPrice === 0 || originalPrice > price,
            '«\u00a0Prix avant remise\u00a0»\u00a0: plus élevé que le prix',
          ),
          ['originalPrice'],
        ),
        v.metadata(meta('Produit')),
      ),
      1,
      undefined,
      6,
    ),
    v.check(
      (items) => new Set(items.map((item) => item.name.toLowerCase())).size === items.length,
      '«\u00a0Produits\u00a0»\u00a0: deux produits portent le même nom',
    ),
  ),
});
