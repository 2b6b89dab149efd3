import { useTranslation } from 'react-i18next';
import { HydrationBoundary } from '../../app/HydrationBoundary';
import { usePageTitle } from '../../app/usePageTitle';
import { HomeCharacters } from './HomeCharacters';
import { HomeFaq } from './HomeFaq';
import { HomeHero } from './HomeHero';
import { CommunitySection, EditorSection, FastestWaySection, FeaturesSection } from './HomeSections';

export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'));
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
