import { documentTitle } from './site-config';

export const errorCopy = {
  notFound: {
    documentTitle: documentTitle('Page not found'),
    title: 'Oops! Page not found',
    text: 'The page you were looking for does not exist or has moved.',
    homeLink: 'Return to Home',
  },
  unexpected: {
    title: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Nothing you sent us has been affected. Please go back to the home page, or try again.',
    homeLink: 'Back to Home',
    retry: 'Try again',
  },
} as const;
