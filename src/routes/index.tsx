import { createFileRoute } from '@tanstack/react-router';
import { DisclaimerDialog } from '../features/disclaimer/disclaimer-dialog';
import { ContactFormWhenNear } from '../features/enquiries/forms/enquiry-forms-when-near';
import { HeroSection } from '../features/hero/hero-section';
import { AboutSection } from '../features/home/about-section';
import { ContactSection } from '../features/home/contact-section';
import { ServiceCards } from '../features/home/service-cards';
import { TeamSection } from '../features/home/team-section';
import { TestimonialsSection } from '../features/home/testimonials-section';
import { WhyChooseSection } from '../features/home/why-choose-section';
import { NewsSectionWhenNear } from '../features/news/news-section-when-near';
import { AfterShell } from '../runtime/part';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/')({
  head: () => pageHead('/'),
  component: HomePage,
});

// Each in a boundary of its own, hydrated after the page's shell (src/runtime/part.tsx). The list
// is fixed, so its order is its key.
const READING_SECTIONS = [
  HeroSection,
  ServiceCards,
  AboutSection,
  WhyChooseSection,
  TeamSection,
  TestimonialsSection,
];

function HomePage() {
  return (
    <>
      <DisclaimerDialog />
      {READING_SECTIONS.map((Section, order) => (
        <AfterShell key={order}>
          <Section />
        </AfterShell>
      ))}
      <NewsSectionWhenNear />
      <ContactSection>
        <ContactFormWhenNear page="Contact Form" />
      </ContactSection>
    </>
  );
}
