import { createFileRoute } from '@tanstack/react-router';
import { articleLabels } from '../data/articleLabels';
import { paidBookingNote as bookingNote } from '../data/booking';
import { RATING_MAX } from '../data/constants';
import { faq } from '../data/faq';
import { community } from '../data/feed';
import { hero } from '../data/home';
import { paths, SHOP_ANCHOR } from '../data/navigation';
import { discountBadge, PRODUCT_FEATURES_SHOWN, products, shop, volumeLabel } from '../data/products';
import { articlesByService } from '../data/serviceArticles';
import { servicesIntro as intro, serviceLabels as labels, services } from '../data/services';
import { disclaimer, externalLinks, serviceBookingUrl } from '../data/site';
import { CareNotice } from '../ui/CareNotice/CareNotice';
import { CommunitySection } from '../ui/CommunitySection/CommunitySection';
import { IntroAside } from '../ui/IntroAside/IntroAside';
import { OfferList } from '../ui/OfferList/OfferList';
import { PageIntro } from '../ui/PageIntro/PageIntro';
import { ProductCard } from '../ui/ProductCard/ProductCard';
import { QualityPromises } from '../ui/QualityPromises/QualityPromises';
import { ServiceArticles } from '../ui/ServiceArticles/ServiceArticles';
import { ServiceBlock } from '../ui/ServiceBlock/ServiceBlock';
import { ServiceDialog } from '../ui/ServiceDialog/ServiceDialog';
import { ServiceList } from '../ui/ServiceList/ServiceList';
import { ServicesFaq } from '../ui/ServicesFaq/ServicesFaq';
import { ShopSection } from '../ui/ShopSection/ShopSection';
import { pageHead } from './-head';
import { SocialFeed } from './-SocialFeed';
import { usePageHydrated } from './-usePageHydrated';
import { dialogIdOf, useServicesMachines } from './-useServicesMachines';

export const Route = createFileRoute('/services')({
  head: () => pageHead(paths.services),
  component: ServicesPage,
});

function ServicesPage() {
  usePageHydrated();
  const page = useServicesMachines();
  return (
    <>
      <PageIntro
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={<p>{intro.lead}</p>}
        aside={<IntroAside facts={[...hero.highlights, hero.reassurance]} />}
      >
        <OfferList label={intro.offersLabel} offers={intro.offers} />
      </PageIntro>
      <ServiceList>
        {services.map((service, index) => (
          <div key={service.id}>
            {/* Each service books at its own address (her services.yml), or at the general one. */}
            <ServiceBlock
              {...{ service, labels, bookingNote, dialogId: dialogIdOf(service.id) }}
              bookingUrl={serviceBookingUrl(service)}
              firstExchangeUrl={externalLinks.booking}
              reversed={index % 2 === 1}
              eagerImage={index === 0}
              highlighted={page.highlightedId === service.id}
              moreRef={page.openerRef(service.id)}
            />
            <ServiceArticles label={articleLabels.readOnServices} articles={articlesByService(service.id)} />
            <ServiceDialog
              {...{ service, labels, bookingNote, id: dialogIdOf(service.id) }}
              bookingUrl={serviceBookingUrl(service)}
              firstExchangeUrl={externalLinks.booking}
            />
          </div>
        ))}
        <CareNotice title={labels.noticeTitle} text={disclaimer} />
      </ServiceList>
      <ServicesFaq {...faq} contactPath={paths.contact} />
      <ShopSection
        {...shop}
        id={SHOP_ANCHOR}
        questionsLabel={shop.questionsLink}
        questionsPath={paths.contact}
        promises={<QualityPromises {...shop.promises} />}
      >
        {products.map((product) => (
          <ProductCard
            key={product.id}
            {...{
              product,
              labels: shop.labels,
              discountBadge: discountBadge(product),
              volumeLabel: volumeLabel(product),
              ratingMax: RATING_MAX,
            }}
            featuresShown={PRODUCT_FEATURES_SHOWN}
          />
        ))}
      </ShopSection>
      <CommunitySection {...community} profileUrl={externalLinks.instagram}>
        <SocialFeed />
      </CommunitySection>
    </>
  );
}
