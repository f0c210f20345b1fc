import { CtaBanner } from '../components/cta-banner';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import { ServiceCards } from '../components/service-cards';
import { TestimonialsSection } from '../components/testimonials-section';
import { useWelcomeToast } from '../utils/use-welcome-toast';
import { homeTexts } from '../home-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [homeTexts];

/** Spec 2.4: slider, call to action, how it works, services, testimonials. */
export function HomeScreen() {
  useWelcomeToast();
  return (
    <>
      <HomeHero />
      <CtaBanner />
      <HowItWorks />
      <ServiceCards />
      <TestimonialsSection />
    </>
  );
}
