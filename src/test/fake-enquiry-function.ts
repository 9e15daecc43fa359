/**
 * The one stand-in for the network in the enquiry tests: Mock Service Worker answers requests to
 * the send-form-submission function at the fetch level, so the real transport (supabase-js),
 * outbox and forms run unchanged. Importing this module starts it for the test file; any other
 * request fails the test.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { EnquiryPayload } from '#shared/enquiry-schema';
import { ENQUIRY_FUNCTION } from '../features/enquiries/enquiry-settings';

/** Where the transport sends, with no Supabase project configured: the local stack on this origin. */
export const FUNCTION_URL = `${location.origin}/functions/v1/${ENQUIRY_FUNCTION}`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the function received. */
export interface ReceivedEnquiry {
  headers: Headers;
  body: EnquiryPayload;
}

/** An answer, or 'no-answer': the request fails as it does offline. */
export type FunctionAnswer = Response | 'no-answer';

/**
 * From now on the function answers the n-th enquiry it receives (counting from 1) with
 * `answer(n, enquiry)`. Returns the list of what it receives, filled as requests arrive.
 */
export function functionAnswers(
  answer: (call: number, enquiry: EnquiryPayload) => FunctionAnswer | Promise<FunctionAnswer>,
): ReceivedEnquiry[] {
  const received: ReceivedEnquiry[] = [];
  server.use(
    http.post(FUNCTION_URL, async ({ request }) => {
      const body = (await request.json()) as EnquiryPayload;
      received.push({ headers: request.headers, body });
      const reply = await answer(received.length, body);
      return reply === 'no-answer' ? HttpResponse.error() : reply;
    }),
  );
  return received;
}

export const jsonAnswer = (
  status: number,
  body: JsonBodyType,
  headers: Record<string, string> = {},
) => HttpResponse.json(body, { status, headers });

/** The function's answer to an enquiry it stored (201), or already had (200, a duplicate). */
export const storedAnswer = (duplicate = false) => jsonAnswer(duplicate ? 200 : 201, { duplicate });

/** The function's answer to an enquiry that fails its checks. */
export const refusedAnswer = (message: string, fields?: Record<string, string>) =>
  jsonAnswer(422, { error: { code: 'invalid_enquiry', message, ...(fields ? { fields } : {}) } });
