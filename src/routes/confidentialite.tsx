import { createFileRoute } from '@tanstack/react-router';
import { legalLabels, privacyPolicy } from '../data/legal';
import { paths } from '../data/navigation';
import { LegalPage } from '../ui/LegalPage/LegalPage';
import { pageHead } from './-head';

export const Route = createFileRoute('/confidentialite')({
  head: () => pageHead(paths.privacy),
  component: Page,
});

// The policy describes how the feed widget really loads: the spec's default, by itself.
const policy = privacyPolicy('auto');

function Page() {
  return <LegalPage page={policy} labels={legalLabels} />;
}
