import { createFileRoute } from '@tanstack/react-router';
import { paths } from '../data/navigation';
import { PageIntro } from '../ui/PageIntro/PageIntro';
import { pageHead } from './-head';

export const Route = createFileRoute('/contact')({
  head: () => pageHead(paths.contact),
  component: ContactPage,
});

function ContactPage() {
  return <PageIntro title="Restons en contact" />;
}
