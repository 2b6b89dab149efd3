import { useTranslation } from 'react-i18next';
import { HydrationBoundary } from '../../app/HydrationBoundary';
import { usePageHead } from '../../app/usePageHead';
import { HomeCharacters } from './HomeCharacters';
import { HomeFaq } from './HomeFaq';
import { HomeHero } from './HomeHero';
import { CommunitySection, EditorSection, FastestWaySection, FeaturesSection } from './HomeSections';

export function HomePage() {
  const { t } = useTranslation('home');
  usePageHead(t('pageTitle'), t('hero.lead'));
  return (
    <>
      <HomeHero />
      <HydrationBoundary>
        <EditorSection />
        <CommunitySection />
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeCharacters />
      </HydrationBoundary>
      <HydrationBoundary>
        <FeaturesSection />
        <FastestWaySection />
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeFaq />
      </HydrationBoundary>
    </>
  );
}
