/**
 * Where enquiries are kept: the `enquiries` and `enquiry_rate_limits` tables
 * (supabase/migrations), reached through any client that runs a parameterised query —
 * postgres.js in the Edge Function, PGlite locally and in tests.
 */
import type { EnquiryPayload } from './enquiry-schema.ts';

/** The one thing the store needs from a database driver. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export type NotificationStatus = 'not_configured' | 'pending' | 'sent' | 'failed';

/** An enquiry as the table holds it: null where the sending form has no such field. */
export interface EnquiryRecord {
  id: string;
  page: EnquiryPayload['page'];
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  countryCode: string | null;
  phone: string | null;
  country: string | null;
  companyName: string | null;
  contactNumber: string | null;
  fundingRequirement: string | null;
  consent: boolean | null;
}

export interface StoredEnquiry extends EnquiryRecord {
  createdAt: Date;
  notificationStatus: NotificationStatus;
  notificationAttempts: number;
  notificationError: string | null;
  notifiedAt: Date | null;
}

export type NotificationOutcome =
  { status: 'sent'; at: Date } | { status: 'failed'; error: string };

export interface EnquiryStore {
  /** Stores an enquiry once: a second call with the same id changes nothing. */
  insertEnquiry(
    enquiry: EnquiryRecord,
    meta: { clientHash: string; notificationStatus: 'pending' | 'not_configured' },
  ): Promise<'inserted' | 'duplicate'>;
  /** Counts one request in the client's current window and returns the window's count so far. */
  countRateLimitHit(clientHash: string, windowStart: Date): Promise<number>;
  /**
   * Takes the enquiry's unsent email for one sender until `until`: true for the one caller that
   * got it, false when it is sent, or another sender's claim has not yet run out.
   */
  claimNotification(id: string, claim: { now: Date; until: Date }): Promise<boolean>;
  /** Records the outcome and releases the claim. */
  recordNotification(id: string, outcome: NotificationOutcome): Promise<void>;
  /**
   * Failed sends under `maxAttempts` last tried before `failedBefore`, and pending ones older than
   * `pendingBefore` (their request died).
   */
  listNotificationsToRetry(options: {
    maxAttempts: number;
    pendingBefore: Date;
    failedBefore: Date;
    limit: number;
  }): Promise<StoredEnquiry[]>;
  /** Newest first. */
  listEnquiries(limit?: number): Promise<StoredEnquiry[]>;
}

/** Record property -> column, in one place for inserts and selects. */
const COLUMNS = {
  id: 'id',
  page: 'page',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  message: 'message',
  countryCode: 'country_code',
  phone: 'phone',
  country: 'country',
  companyName: 'company_name',
  contactNumber: 'contact_number',
  fundingRequirement: 'funding_requirement',
  consent: 'consent',
} as const satisfies Record<keyof EnquiryRecord, string>;

const STORED_COLUMNS = {
  ...COLUMNS,
  createdAt: 'created_at',
  notificationStatus: 'notification_status',
  notificationAttempts: 'notification_attempts',
  notificationError: 'notification_error',
  notifiedAt: 'notified_at',
} as const satisfies Record<keyof StoredEnquiry, string>;

const SELECT_STORED = `select ${Object.entries(STORED_COLUMNS)
  .map(([property, column]) => `${column} as "${property}"`)
  .join(', ')} from public.enquiries`;

const RECORD_KEYS = Object.keys(COLUMNS) as (keyof EnquiryRecord)[];
const INSERT_COLUMNS = [...Object.values(COLUMNS), 'client_hash', 'notification_status'];
const INSERT_ENQUIRY = `insert into public.enquiries (${INSERT_COLUMNS.join(', ')})
  values (${INSERT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  on conflict (id) do nothing
  returning id`;

/** The payload's fields as columns: a form's own fields, null for the other form's. */
export function toEnquiryRecord(payload: EnquiryPayload): EnquiryRecord {
  const common = {
    id: payload.id,
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    message: payload.message,
  };
  const none = { countryCode: null, phone: null, country: null };
  if (payload.page === 'Capital Raising') {
    return {
      ...common,
      ...none,
      page: payload.page,
      companyName: payload.companyName,
      contactNumber: payload.contactNumber,
      fundingRequirement: payload.fundingRequirement,
      consent: payload.consent,
    };
  }
  return {
    ...common,
    page: payload.page,
    countryCode: payload.countryCode,
    phone: payload.phone,
    country: payload.country,
    companyName: null,
    contactNumber: null,
    fundingRequirement: null,
    consent: null,
  };
}

export function createSqlEnquiryStore(sql: SqlClient): EnquiryStore {
  return {
    async insertEnquiry(enquiry, meta) {
      const values = [
        ...RECORD_KEYS.map((key) => enquiry[key]),
        meta.clientHash,
        meta.notificationStatus,
      ];
      const { rows } = await sql.query(INSERT_ENQUIRY, values);
      return rows.length === 1 ? 'inserted' : 'duplicate';
    },

    async countRateLimitHit(clientHash, windowStart) {
      const { rows } = await sql.query<{ hits: number }>(
        `insert into public.enquiry_rate_limits (client_hash, window_start, hits)
         values ($1, $2::timestamptz, 1)
         on conflict (client_hash, window_start)
           do update set hits = public.enquiry_rate_limits.hits + 1
         returning hits`,
        [clientHash, windowStart.toISOString()],
      );
      const hits = Number(rows[0]?.hits);
      // A client's first request in a window prunes every finished window, keeping the table small.
      if (hits === 1) {
        await sql.query(
          'delete from public.enquiry_rate_limits where window_start < $1::timestamptz',
          [windowStart.toISOString()],
        );
      }
      return hits;
    },

    async claimNotification(id, { now, until }) {
      const { rows } = await sql.query(
        `update public.enquiries
         set notification_claimed_until = $3::timestamptz
         where id = $1
           and notification_status in ('pending', 'failed')
           and (notification_claimed_until is null or notification_claimed_until <= $2::timestamptz)
         returning id`,
        [id, now.toISOString(), until.toISOString()],
      );
      return rows.length === 1;
    },

    async recordNotification(id, outcome) {
      await sql.query(
        `update public.enquiries
         set notification_claimed_until = null,
             notification_attempted_at = now(),
             notification_status = $2,
             notification_attempts = notification_attempts + 1,
             notification_error = $3,
             notified_at = $4::timestamptz
         where id = $1`,
        outcome.status === 'sent'
          ? [id, 'sent', null, outcome.at.toISOString()]
          : [id, 'failed', outcome.error.slice(0, 2000), null],
      );
    },

    async listNotificationsToRetry({ maxAttempts, pendingBefore, failedBefore, limit }) {
      const { rows } = await sql.query<StoredEnquiry>(
        `${SELECT_STORED}
         where (notification_status = 'failed' and notification_attempts < $1
                and (notification_attempted_at is null or notification_attempted_at < $4::timestamptz))
            or (notification_status = 'pending' and created_at < $2::timestamptz)
         order by created_at
         limit $3`,
        [maxAttempts, pendingBefore.toISOString(), limit, failedBefore.toISOString()],
      );
      return rows;
    },

    async listEnquiries(limit = 10_000) {
      const { rows } = await sql.query<StoredEnquiry>(
        `${SELECT_STORED} order by created_at desc, id limit $1`,
        [limit],
      );
      return rows;
    },
  };
}
