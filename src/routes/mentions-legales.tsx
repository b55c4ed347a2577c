import { createFileRoute } from '@tanstack/react-router';
import { legalLabels, legalNotice } from '../data/legal';
import { paths } from '../data/navigation';
import { LegalPage } from '../ui/LegalPage/LegalPage';
import { pageHead } from './-head';
import { usePageHydrated } from './-usePageHydrated';

export const Route = createFileRoute('/mentions-legales')({
  head: () => pageHead(paths.legalNotice),
  component: Page,
});

function Page() {
  usePageHydrated();
  return <LegalPage page={legalNotice} labels={legalLabels} />;
}
