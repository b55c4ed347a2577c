import { createFileRoute } from '@tanstack/react-router';
import { feedWidget } from '../data/feed';
import { legalLabels, privacyPolicy } from '../data/legal';
import { paths } from '../data/navigation';
import { LegalPage } from '../ui/LegalPage/LegalPage';
import { pageHead } from './-head';
import { usePageHydrated } from './-usePageHydrated';

export const Route = createFileRoute('/confidentialite')({
  head: () => pageHead(paths.privacy),
  component: Page,
});

// The policy says how the feed widget really loads: by itself, or only after a click.
const policy = privacyPolicy(feedWidget.consent);

function Page() {
  usePageHydrated();
  return <LegalPage page={policy} labels={legalLabels} />;
}
