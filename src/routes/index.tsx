import { createFileRoute } from '@tanstack/react-router';
import { paths } from '../data/navigation';
import { PageIntro } from '../ui/PageIntro/PageIntro';
import { pageHead } from './-head';

export const Route = createFileRoute('/')({
  head: () => pageHead(paths.home),
  component: HomePage,
});

function HomePage() {
  return (
    <PageIntro title="Se préparer sereinement à la césarienne... et en faire une naissance à part entière" />
  );
}
