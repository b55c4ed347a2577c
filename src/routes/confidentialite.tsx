import { createFileRoute } from '@tanstack/react-router';
import { paths } from '../data/navigation';
import { PageIntro } from '../ui/PageIntro/PageIntro';
import { pageHead } from './-head';

export const Route = createFileRoute('/confidentialite')({
  head: () => pageHead(paths.privacy),
  component: Page,
});

function Page() {
  return <PageIntro title="Politique de confidentialité" />;
}
