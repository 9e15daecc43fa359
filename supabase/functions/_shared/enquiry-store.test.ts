// @vitest-environment node
import { openLocalDatabase, type LocalDatabase } from '../../../scripts/local-server/local-backend';
import { createSqlEnquiryStore, toEnquiryRecord, type EnquiryRecord } from './enquiry-store.ts';
import { parseEnquiryPayload } from './enquiry-schema.ts';
import { contactEnquiry } from './test-enquiries.ts';

let database: LocalDatabase;
beforeAll(async () => {
  database = await openLocalDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.sql.query('truncate public.enquiries, public.enquiry_rate_limits cascade');
});

const HASH = 'a'.repeat(64);

function record(overrides: Partial<EnquiryRecord> = {}): EnquiryRecord {
  const parsed = parseEnquiryPayload(contactEnquiry());
  if (!parsed.ok) throw new Error('fixture is invalid');
  return { ...toEnquiryRecord(parsed.enquiry), ...overrides };
}

const meta = {
  clientHash: HASH,
  notificationStatus: 'not_configured',
  receivedAt: new Date(),
} as const;

it('stores an enquiry once and lists the newest first', async () => {
  const store = createSqlEnquiryStore(database.sql);
  const first = record({ firstName: 'First' });
  expect(await store.insertEnquiry(first, meta)).toBe('inserted');
  expect(await store.insertEnquiry(first, meta)).toBe('duplicate');
  const later = { ...meta, receivedAt: new Date(meta.receivedAt.getTime() + 5) };
  expect(await store.insertEnquiry(record({ firstName: 'Second' }), later)).toBe('inserted');
  const listed = await store.listEnquiries();
  expect(listed.map((enquiry) => enquiry.firstName)).toEqual(['Second', 'First']);
  expect(listed[1]).toMatchObject({
    ...first,
    createdAt: expect.any(Date),
    notificationStatus: 'not_configured',
    notificationAttempts: 0,
    notificationError: null,
    notifiedAt: null,
  });
});

it('counts hits per client and window atomically, and prunes finished windows', async () => {
  const store = createSqlEnquiryStore(database.sql);
  const window = new Date('2026-11-22T12:00:00Z');
  const counts = await Promise.all(
    Array.from({ length: 20 }, () => store.countRateLimitHit(HASH, window)),
  );
  expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(await store.countRateLimitHit('b'.repeat(64), window)).toBe(1);

  const next = new Date('2026-11-22T12:10:00Z');
  expect(await store.countRateLimitHit(HASH, next)).toBe(1);
  const { rows } = await database.sql.query('select * from public.enquiry_rate_limits');
  expect(rows).toEqual([expect.objectContaining({ window_start: next, hits: 1 })]);
});

describe('the table enforces the schema’s rules itself', () => {
  const store = () => createSqlEnquiryStore(database.sql);

  it.each([
    ['a contact enquiry with a short name', { firstName: 'A' }],
    ['a phone with letters', { phone: 'call me please' }],
    ['an unknown country', { country: 'Atlantis' }],
    ['an unknown country code', { countryCode: '+999' }],
    ['a long message', { message: 'm'.repeat(5001) }],
    ['a contact enquiry with capital raising fields', { companyName: 'Acme' }],
    [
      'capital raising without consent',
      {
        ...{ page: 'Capital Raising' as const, countryCode: null, phone: null, country: null },
        ...{ companyName: 'Acme', contactNumber: '1', fundingRequirement: 'debt', consent: false },
      },
    ],
  ])('refuses %s', async (_, overrides) => {
    await expect(store().insertEnquiry(record(overrides), meta)).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('counts length as the schema does (an emoji is two units)', async () => {
    expect(await store().insertEnquiry(record({ firstName: '😀' }), meta)).toBe('inserted');
    await expect(store().insertEnquiry(record({ firstName: 'é' }), meta)).rejects.toMatchObject({
      code: '23514',
    });
  });
});
