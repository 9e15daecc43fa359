import type { EnquiryPayload } from '../../../../supabase/functions/_shared/enquiry-schema';
import { newOutboxItem, type OutboxItem } from './outbox-item';
import { deleteItem, putItem, readItems } from './outbox-store';

/** A valid contact enquiry with its own id. */
export function contactPayload(id: string = crypto.randomUUID()): EnquiryPayload {
  return {
    id,
    page: 'Contact Form',
    firstName: 'Anna',
    lastName: 'Borg',
    email: 'anna.borg@example.com',
    countryCode: '+44',
    phone: '7912 345678',
    country: 'Malta',
    message: 'I would like to hear about fixed income.',
  };
}

/** Puts an item in the outbox: a kept enquiry, due now unless `changes` say otherwise. */
export async function keptItem(changes: Partial<OutboxItem> = {}): Promise<OutboxItem> {
  const base = newOutboxItem(contactPayload(), 'Contact Form enquiry', Date.now() - 60_000);
  const item: OutboxItem = {
    ...base,
    attempts: 1,
    nextAttemptAt: Date.now() - 1,
    lastError: { kind: 'no-answer' },
    ...changes,
  };
  await putItem(item);
  return item;
}

export async function emptyOutbox(): Promise<void> {
  for (const item of await readItems()) await deleteItem(item.id);
}

/** Answers every fetch with `answer(callNumber)`, recording what was sent. */
export function serverAnswers(answer: (call: number) => Response | Promise<Response>) {
  const sent: { url: string; headers: Headers; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url: String(url),
        headers: new Headers(init.headers),
        body: JSON.parse(String(init.body)),
      });
      return answer(sent.length);
    }),
  );
  return sent;
}

export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
