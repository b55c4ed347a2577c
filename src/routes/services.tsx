import { createFileRoute } from '@tanstack/react-router';
import { paths } from '../data/navigation';
import { PageIntro } from '../ui/PageIntro/PageIntro';
import { pageHead } from './-head';

export const Route = createFileRoute('/services')({
  head: () => pageHead(paths.services),
  component: ServicesPage,
});

function ServicesPage() {
  return <PageIntro title="Mes accompagnements sur mesure" />;
}
