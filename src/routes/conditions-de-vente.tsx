import { createFileRoute } from '@tanstack/react-router';
import { legalLabels, termsOfSale } from '../data/legal';
import { paths } from '../data/navigation';
import { LegalPage } from '../ui/LegalPage/LegalPage';
import { pageHead } from './-head';
import { usePageHydrated } from './-usePageHydrated';

export const Route = createFileRoute('/conditions-de-vente')({
  head: () => pageHead(paths.terms),
  component: Page,
});

function Page() {
  usePageHydrated();
  return <LegalPage page={termsOfSale} labels={legalLabels} />;
}
