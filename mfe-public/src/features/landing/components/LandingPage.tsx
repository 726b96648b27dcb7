import { useEffect } from 'react';
import { StaticMarkup, trackPageView } from '@chapter/shared';
import { SectionDotNav, type PageSection } from '../../../components/SectionDotNav';
import { useSectionInView } from '../../../hooks/useSectionInView';
import { usePublicOverview } from '../api/getPublicOverview';
import { CollaborationSection } from './CollaborationSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { PlacementSection } from './PlacementSection';
import { PromoVideoSection } from './PromoVideoSection';

/** The landing page's sections: hero, about, video, testimonials, placement. */
const SECTIONS: readonly PageSection[] = [
  { id: 'hero', label: 'Top performers' },
  { id: 'about', label: 'Features' },
  { id: 'video', label: 'Video' },
  { id: 'testimonials', label: 'Collaboration' },
  { id: 'placement', label: 'Placement' },
];
const SECTION_IDS = SECTIONS.map((section) => section.id);

export function LandingPage() {
  const overview = usePublicOverview();
  const { activeId, goTo } = useSectionInView(SECTION_IDS);

  useEffect(() => {
    trackPageView('landing', '/');
  }, []);

  return (
    <>
      <SectionDotNav label="Landing page sections" sections={SECTIONS} activeId={activeId} onSelect={goTo} />
      <HeroSection id="hero" overview={overview.status === 'ready' ? overview.overview : null} />
      <FeaturesSection id="about" state={overview} />
      <PromoVideoSection id="video" />
      {/* Text and links only: hydration leaves their server markup alone (less script work before the page answers). */}
      <StaticMarkup>
        <CollaborationSection id="testimonials" />
        <PlacementSection id="placement" />
      </StaticMarkup>
    </>
  );
}
