import { createFileRoute } from '@tanstack/react-router';
import { freeBookingNote } from '../data/booking';
import { RATING_MAX } from '../data/constants';
import {
  booking,
  founderStory,
  GUIDE_ANCHOR,
  guide,
  hero,
  heroByline,
  homeServices,
  testimonials,
  transformation,
} from '../data/home';
import { paths } from '../data/navigation';
import { serviceOfferById } from '../data/serviceOffers';
import { externalLinks, practitioner } from '../data/site';
import { HomeBooking } from '../ui/HomeBooking/HomeBooking';
import { HomeGuide } from '../ui/HomeGuide/HomeGuide';
import { HomeHero } from '../ui/HomeHero/HomeHero';
import { HomeServices } from '../ui/HomeServices/HomeServices';
import { HomeStatement } from '../ui/HomeStatement/HomeStatement';
import { HomeStory } from '../ui/HomeStory/HomeStory';
import { HomeTestimonials } from '../ui/HomeTestimonials/HomeTestimonials';
import { pageHead } from './-head';
import { Revealed } from './-Revealed';
import { useHomeMachines } from './-useHomeMachines';
import { usePageHydrated } from './-usePageHydrated';

export const Route = createFileRoute('/')({
  head: () => pageHead(paths.home),
  component: HomePage,
});

/** The home cards joined to their services (title, tone, duration and price are written once). */
const homeServiceCards = homeServices.cards.map((card) => ({
  ...card,
  service: serviceOfferById(card.slug),
}));

function HomePage() {
  usePageHydrated();
  const { scrollToGuide } = useHomeMachines();
  return (
    <>
      <HomeHero
        {...hero}
        bookingUrl={externalLinks.booking}
        byline={{ ...heroByline, name: practitioner.name, role: practitioner.role }}
      />
      <Revealed>
        {(reveal) => (
          <HomeStatement
            {...transformation}
            guideId={GUIDE_ANCHOR}
            onGuideClick={scrollToGuide}
            reveal={reveal}
          />
        )}
      </Revealed>
      <Revealed>
        {(reveal) => <HomeServices {...homeServices} cards={homeServiceCards} reveal={reveal} />}
      </Revealed>
      <Revealed>
        {(reveal) => <HomeStory {...founderStory} signature={practitioner} reveal={reveal} />}
      </Revealed>
      <Revealed>
        {(reveal) => <HomeGuide {...guide} guideUrl={externalLinks.guide} reveal={reveal} />}
      </Revealed>
      <Revealed>
        {(reveal) => (
          <HomeTestimonials
            {...testimonials}
            ratingMax={RATING_MAX}
            guideId={GUIDE_ANCHOR}
            onJoinClick={scrollToGuide}
            reveal={reveal}
          />
        )}
      </Revealed>
      <Revealed>
        {(reveal) => (
          <HomeBooking
            {...booking}
            bookingUrl={externalLinks.booking}
            bookingNote={freeBookingNote}
            reveal={reveal}
          />
        )}
      </Revealed>
    </>
  );
}
