import { CtaBanner } from '../components/cta-banner';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import { ServiceCards } from '../components/service-cards';
import { TestimonialsSection } from '../components/testimonials-section';
import { useWelcomeToast } from '../utils/use-welcome-toast';

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
