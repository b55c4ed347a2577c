import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { footerCopy, notFoundCopy } from '../data/footer';
import { guideOffer } from '../data/guide';
import { MAIN_ID, paths } from '../data/navigation';
import { legalNav, mainNav } from '../data/pages';
import { disclaimer, externalLinks, practitioner, site } from '../data/site';
import { GuideBand } from '../ui/GuideBand/GuideBand';
import { NotFound } from '../ui/NotFound/NotFound';
import { SiteFooter } from '../ui/SiteFooter/SiteFooter';
import { SiteHeader } from '../ui/SiteHeader/SiteHeader';
import { SkipLink } from '../ui/SkipLink/SkipLink';
import { beforeHydrationScript } from './-beforeHydration';
import { pageHead } from './-head';
import { usePageHydrated } from './-usePageHydrated';
import { useShellMachines } from './-useShellMachines';

export const Route = createRootRoute({
  head: ({ matches }) => {
    // Only the root matched: the path is unknown and the not-found page is shown.
    const notFound = matches.length === 1 ? pageHead('notFound') : { meta: [], links: [] };
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: site.themeColor },
        ...notFound.meta,
      ],
      // No font is preloaded: Chromium holds the first paint for a preloaded font (50 to 100 ms on a slow
      // phone, the bench's traces), while the text has metric-matched fallbacks to paint in at once.
      // The first layout asks for the fonts it draws (src/ui/styles/global.scss).
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        { rel: 'manifest', href: '/site.webmanifest' },
        ...notFound.links,
      ],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** The shell's own page for an unknown address: no boundary of its own, hydrated with the shell. */
function NotFoundPage() {
  usePageHydrated();
  return <NotFound {...notFoundCopy} />;
}

function RootDocument() {
  const shell = useShellMachines();
  return (
    <html lang={site.lang}>
      <head>
        <HeadContent />
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, hashed in the CSP (pipeline/site/security.mjs)
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? beforeHydrationScript() : '' }}
          suppressHydrationWarning
        />
      </head>
      <body>
        <SkipLink targetId={MAIN_ID} />
        <SiteHeader
          siteName={site.name}
          links={mainNav}
          bookingUrl={externalLinks.booking}
          guideUrl={externalLinks.guide}
          currentPath={shell.currentPath}
          compact={shell.compact}
          menuOpen={shell.menuOpen}
          onNavigate={shell.closeMenu}
        />
        <main id={MAIN_ID} tabIndex={-1}>
          <Outlet />
          {/* The home page has its guide section; every other page ends on the guide, one tap away. */}
          {shell.currentPath !== paths.home && (
            <GuideBand
              eyebrow={guideOffer.eyebrow}
              title={guideOffer.title}
              text={guideOffer.note}
              cta={guideOffer.cta}
              guideUrl={externalLinks.guide}
              cover={guideOffer.cover}
            />
          )}
        </main>
        <SiteFooter
          siteName={site.name}
          links={mainNav}
          legalLinks={legalNav}
          copy={footerCopy}
          disclaimer={disclaimer}
          location={practitioner.location}
          email={practitioner.email}
          instagramUrl={externalLinks.instagram}
          linkedinUrl={externalLinks.linkedin}
          guideUrl={externalLinks.guide}
          year={new Date().getFullYear()}
          currentPath={shell.currentPath}
        />
        <Scripts />
      </body>
    </html>
  );
}
