import { createFileRoute } from '@tanstack/react-router';
import { paths } from '../data/navigation';
import { PageIntro } from '../ui/PageIntro/PageIntro';
import { pageHead } from './-head';

export const Route = createFileRoute('/mentions-legales')({
  head: () => pageHead(paths.legalNotice),
  component: Page,
});

function Page() {
  return <PageIntro title="Mentions légales" />;
}
