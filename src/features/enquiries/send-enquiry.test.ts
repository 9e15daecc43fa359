import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import type { EnquiryQueue } from './enquiry-queue';
import { isStorageFull, sendThroughOutbox } from './send-enquiry';

const payload = {
  id: '7b0f2f0e-56a4-4c6e-9d5e-0c4b1f7f2a11',
  page: 'Contact Form',
  firstName: 'Anna',
} as EnquiryPayload;

/** A queue that records the order of events, and a server that answers `status`. */
function setUp(status: number | 'offline', queueFails = false) {
  const events: string[] = [];
  const queue: EnquiryQueue = {
    queue: vi.fn(async () => {
      events.push('queue');
      if (queueFails) throw new DOMException('full', 'QuotaExceededError');
    }),
    settle: vi.fn(async (_payload, outcome) => {
      events.push(`settle:${outcome.kind}`);
      return { kept: outcome.kind === 'no-answer' || outcome.kind === 'retryable' };
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      events.push('send');
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ id: payload.id, duplicate: false }), { status });
    }),
  );
  return { events, queue };
}

afterEach(() => vi.unstubAllGlobals());

it('keeps the enquiry before sending it, then tells the outbox what happened', async () => {
  const { events, queue } = setUp(201);
  const result = await sendThroughOutbox(queue, payload, 'Contact Form enquiry');
  expect(events).toEqual(['queue', 'send', 'settle:stored']);
  expect(queue.queue).toHaveBeenCalledWith(payload, 'Contact Form enquiry');
  expect(result).toEqual({
    outcome: { kind: 'stored', duplicate: false },
    kept: false,
    storageError: null,
  });
});

it('reports an enquiry that got no answer as kept', async () => {
  const { events, queue } = setUp('offline');
  const result = await sendThroughOutbox(queue, payload, 'Contact Form enquiry');
  expect(events).toEqual(['queue', 'send', 'settle:no-answer']);
  expect(result.kept).toBe(true);
});

it('still sends directly when the device cannot keep the enquiry', async () => {
  const { events, queue } = setUp(503, true);
  const result = await sendThroughOutbox(queue, payload, 'Contact Form enquiry');
  expect(events).toEqual(['queue', 'send']);
  expect(result.kept).toBe(false);
  expect(result.outcome).toMatchObject({ kind: 'retryable', status: 503 });
  expect(result.storageError).toBeInstanceOf(DOMException);
});

describe('isStorageFull', () => {
  it('recognises a quota error, thrown or carried by a failed transaction', () => {
    expect(
      isStorageFull(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    ).toBe(true);
    expect(
      isStorageFull({ name: 'AbortError', error: new DOMException('full', 'QuotaExceededError') }),
    ).toBe(true);
  });

  it('does not mistake other storage failures for a full device', () => {
    expect(isStorageFull(new DOMException('blocked', 'InvalidStateError'))).toBe(false);
    expect(isStorageFull(new Error('IndexedDB is not available'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });
});
