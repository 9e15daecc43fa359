import { Link } from '@tanstack/react-router';
import { MailIcon } from '../../components/ui/icons';
import {
  enquiryOutcomeCopy as copy,
  type EnquiryOutcomeCopy,
} from '../../content/enquiry-outcomes';
import { siteConfig } from '../../content/site-config';

/**
 * Where a visitor lands after sending an enquiry without JavaScript: the function answers the
 * form's post with a redirect here, saying whether it was received or, if not, why and what to do.
 */
export function EnquiryOutcomePage({ outcome }: { outcome: EnquiryOutcomeCopy }) {
  return (
    <section className="status-screen enquiry-outcome" aria-labelledby="enquiry-outcome-title">
      <h1 id="enquiry-outcome-title">{outcome.heading}</h1>
      {outcome.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {outcome.rules ? (
        <ul className="enquiry-outcome-rules">
          {outcome.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : null}
      {outcome.offerEmail ? (
        <>
          <p>{copy.emailInstead}</p>
          <a href={`mailto:${siteConfig.infoEmail}`} className="button button-secondary">
            <MailIcon />
            {copy.emailLink}
          </a>
        </>
      ) : null}
      <Link to="/" className="button button-primary">
        {copy.homeLink}
      </Link>
    </section>
  );
}
