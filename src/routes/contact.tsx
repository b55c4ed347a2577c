import { createFileRoute } from '@tanstack/react-router';
import { freeBookingNote } from '../data/booking';
import {
  bookingCardCopy,
  contactCoordinates,
  contactDirectCopy,
  contactFormCopy,
  contactIntro,
  contactSuccessCopy,
  SENT_ANCHOR,
} from '../data/contact';
import { founderStory, hero } from '../data/home';
import { paths } from '../data/navigation';
import { externalLinks, practitioner, site } from '../data/site';
import { web3forms } from '../data/web3forms';
import { BookingCard } from '../ui/BookingCard/BookingCard';
import { ContactCoordinates } from '../ui/ContactCoordinates/ContactCoordinates';
import { ContactForm } from '../ui/ContactForm/ContactForm';
import { ContactLayout } from '../ui/ContactLayout/ContactLayout';
import { IntroAside } from '../ui/IntroAside/IntroAside';
import { PageIntro } from '../ui/PageIntro/PageIntro';
import { pageHead } from './-head';
import { useContactForm } from './-useContactForm';
import { usePageHydrated } from './-usePageHydrated';

export const Route = createFileRoute('/contact')({
  head: () => pageHead(paths.contact),
  component: ContactPage,
});

const fallback = {
  action: web3forms.endpoint,
  accessKey: web3forms.accessKey,
  fromName: web3forms.fromName,
  redirect: `${site.url}${paths.contact}#${SENT_ANCHOR}`,
};

const copy = {
  form: contactFormCopy,
  success: contactSuccessCopy,
  direct: contactDirectCopy,
};
const reach = { phone: practitioner.phone, email: practitioner.email };

function ContactPage() {
  usePageHydrated();
  const contactForm = useContactForm();
  return (
    <>
      <PageIntro
        eyebrow={contactIntro.eyebrow}
        title={contactIntro.title}
        lead={contactIntro.lead}
        aside={
          <IntroAside
            portrait={{ picture: founderStory.portrait, name: practitioner.name, role: practitioner.role }}
            facts={[hero.reassurance, ...hero.highlights]}
          />
        }
      />
      <ContactLayout
        coordinates={
          <ContactCoordinates
            copy={contactCoordinates}
            location={practitioner.location}
            phone={practitioner.phone}
            email={practitioner.email}
          />
        }
        form={<ContactForm copy={copy} reach={reach} fallback={fallback} {...contactForm} />}
        booking={
          <BookingCard
            copy={bookingCardCopy}
            bookingUrl={externalLinks.booking}
            bookingNote={freeBookingNote}
          />
        }
      />
    </>
  );
}
