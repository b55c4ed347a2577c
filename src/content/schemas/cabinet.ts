import * as v from 'valibot';
import { weekDays } from '../weekDays.ts';
import {
  calendarDate,
  choice,
  clockTime,
  group,
  line,
  list,
  meta,
  phoneNumber,
  wholeNumber,
} from './rules.ts';

/** A time she is away (holidays, training): from one day to another, both included. */
const closure = v.pipe(
  v.strictObject({
    from: calendarDate('Du'),
    to: calendarDate('Au (inclus)'),
    note: v.pipe(
      v.optional(v.pipe(v.string('du texte (Précision)'), v.trim()), ''),
      v.maxLength(160, '«\u00a0Précision\u00a0»\u00a0: 160 caractères au plus'),
      v.metadata(
        meta('Précision', 'Facultatif. Par exemple\u00a0: Je lis vos messages à mon retour, le 4 janvier.'),
      ),
    ),
  }),
  v.forward(
    v.check(
      ({ from, to }) => to >= from,
      '«\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après',
    ),
    ['to'],
  ),
  v.metadata(meta('Fermeture')),
);
/** Days she answers at the same times: her hours may differ from one day to another (a Saturday morning). */
const slot = v.pipe(
  v.strictObject({
    days: list('Jours', choice('Jour', weekDays)),
    opens: clockTime('De'),
    closes: clockTime('À'),
  }),
  // Said only of two times each written right: a wrong one is said under its own field.
  v.forward(
    v.check(
      ({ opens, closes }) => ![opens, closes].every((time) => /^\d{2}:\d{2}$/.test(time)) || closes > opens,
      '«\u00a0À\u00a0»\u00a0: après «\u00a0De\u00a0»',
    ),
    ['closes'],
  ),
  v.metadata(meta('Horaire')),
);

/** Coordinates and opening hours (src/content/cabinet.yml). */
export const cabinetSchema = v.strictObject({
  name: line('Votre nom', 'Tel qu’il apparaît sur le site'),
  role: line('Votre métier', 'Par exemple\u00a0: Accompagnante périnatale'),
  phone: phoneNumber('Téléphone'),
  email: v.pipe(
    v.string('une adresse e-mail'),
    v.email('«\u00a0E-mail\u00a0»\u00a0: une adresse comme bonjour@exemple.fr'),
    v.metadata(meta('E-mail')),
  ),
  location: line('Lieu', 'Tel qu’il apparaît sur la page Contact'),
  areaServed: list('Zones desservies', line('Zone'), 1, 'Pour les moteurs de recherche'),
  firstExchange: group(
    'Premier échange gratuit',
    {
      durationMinutes: wholeNumber('Durée, en minutes', 5, 60, 'Par exemple 20'),
      channel: line(
        'Comment',
        'Lu après la durée\u00a0: «\u00a0par téléphone\u00a0», «\u00a0en visio\u00a0», «\u00a0par téléphone ou en visio\u00a0»',
        30,
      ),
    },
    'Toujours gratuit et sans engagement. Le haut de la page d’accueil, la réservation, les fenêtres des prestations et la page Contact le disent\u00a0: «\u00a0Premier échange gratuit de 20 minutes, par téléphone, sans engagement\u00a0»',
  ),
  hours: list(
    'Disponibilités',
    slot,
    1,
    'Un horaire par groupe de jours aux mêmes heures, par exemple du lundi au vendredi de 9 h à 18 h, puis le samedi de 9 h à 12 h',
    7,
  ),
  closures: v.optional(
    list(
      'Fermetures',
      closure,
      0,
      'Vos congés, pour la page Contact et les moteurs de recherche. Une fermeture passée disparaît du site à la publication suivante.',
    ),
    [],
  ),
});
