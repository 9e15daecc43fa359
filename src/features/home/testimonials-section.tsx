import { QuoteIcon } from '../../components/ui/icons';
import { Reveal } from '../../components/ui/reveal';
import { SectionHeading } from '../../components/ui/section-heading';
import { homeContent } from '../../content/home';

export function TestimonialsSection() {
  const { testimonials } = homeContent;
  return (
    <section className="page-section page-section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <Reveal>
          <SectionHeading
            id="testimonials-title"
            heading={testimonials.heading}
            intro={testimonials.intro}
          />
        </Reveal>
        <ul className="card-grid card-grid-2" role="list">
          {testimonials.items.map((item, index) => (
            <li key={item.name}>
              <Reveal className="card testimonial" delayMs={index * 120}>
                <figure>
                  <QuoteIcon className="testimonial-mark" />
                  <blockquote>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption>
                    <span className="testimonial-name">{item.name}</span>
                    <span className="testimonial-country">{item.title}</span>
                  </figcaption>
                </figure>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
