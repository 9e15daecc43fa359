import { createFileRoute } from '@tanstack/react-router';
import { ENQUIRY_PAGES } from '../../supabase/functions/_shared/enquiry-schema';
import { DisclaimerDialog } from '../features/disclaimer/disclaimer-dialog';
import { ContactForm } from '../features/enquiries/contact-form';
import { HeroSection } from '../features/hero/hero-section';
import { AboutSection } from '../features/home/about-section';
import { ContactSection } from '../features/home/contact-section';
import { ServiceCards } from '../features/home/service-cards';
import { TeamSection } from '../features/home/team-section';
import { TestimonialsSection } from '../features/home/testimonials-section';
import { WhyChooseSection } from '../features/home/why-choose-section';
import { InsightsSection } from '../features/news/insights-section';
import { homeContent } from '../content/home';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/')({
  head: () => pageHead(homeContent.meta),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <DisclaimerDialog />
      <HeroSection />
      <ServiceCards />
      <AboutSection />
      <WhyChooseSection />
      <TeamSection />
      <TestimonialsSection />
      <InsightsSection />
      <ContactSection>
        <ContactForm page={ENQUIRY_PAGES.contact} />
      </ContactSection>
    </>
  );
}
