import { createFileRoute } from '@tanstack/react-router';
import { RATING_MAX } from '../data/constants';
import { booking, founderStory, guide, hero, homeServices, testimonials, transformation } from '../data/home';
import { paths } from '../data/navigation';
import { externalLinks, practitioner } from '../data/site';
import { HomeBooking } from '../ui/HomeBooking/HomeBooking';
import { HomeGuide } from '../ui/HomeGuide/HomeGuide';
import { HomeHero } from '../ui/HomeHero/HomeHero';
import { HomeServices } from '../ui/HomeServices/HomeServices';
import { HomeStatement } from '../ui/HomeStatement/HomeStatement';
import { HomeStory } from '../ui/HomeStory/HomeStory';
import { HomeTestimonials } from '../ui/HomeTestimonials/HomeTestimonials';
import { pageHead } from './-head';
import { useHomeMachines } from './-useHomeMachines';

export const Route = createFileRoute('/')({
  head: () => pageHead(paths.home),
  component: HomePage,
});

function HomePage() {
  const { reveal, scrollToGuide } = useHomeMachines();
  return (
    <>
      <HomeHero {...hero} bookingUrl={externalLinks.booking} />
      <HomeStatement {...transformation} onGuideClick={scrollToGuide} reveal={reveal.statement} />
      <HomeServices {...homeServices} reveal={reveal.services} />
      <HomeStory {...founderStory} signature={practitioner} reveal={reveal.story} />
      <HomeGuide {...guide} guideUrl={externalLinks.guide} reveal={reveal.guide} />
      <HomeTestimonials
        {...testimonials}
        ratingMax={RATING_MAX}
        onJoinClick={scrollToGuide}
        reveal={reveal.testimonials}
      />
      <HomeBooking {...booking} bookingUrl={externalLinks.booking} reveal={reveal.booking} />
    </>
  );
}
