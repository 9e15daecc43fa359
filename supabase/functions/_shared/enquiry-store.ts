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

/**
 * 'spam': the hidden trap field was filled; kept to look through, never emailed. 'gave_up': its
 * attempts ran out. 'held': over the hourly email cap, waiting for the summary; 'summarised': in it.
 */
export type NotificationStatus =
  'not_configured' | 'pending' | 'sent' | 'failed' | 'spam' | 'gave_up' | 'held' | 'summarised';

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

/**
 * How an attempt went. 'held' (over the hourly cap) and 'in_progress' (Resend is still working on
 * the same key) are not attempts: the count stays.
 */
export type NotificationOutcome =
  | { status: 'sent'; at: Date }
  | { status: 'failed' | 'gave_up'; error: string }
  | { status: 'held' }
  | { status: 'in_progress' };

/** What is stored with an enquiry besides its fields. */
export interface InsertMeta {
  clientHash: string;
  notificationStatus: 'pending' | 'not_configured' | 'spam';
  /** The row's created_at: the time the email states, on the first attempt and every retry. */
  receivedAt: Date;
}

export interface EnquiryStore {
  /** Stores an enquiry once: a second call with the same id changes nothing. */
  insertEnquiry(enquiry: EnquiryRecord, meta: InsertMeta): Promise<'inserted' | 'duplicate'>;
  /** The stored enquiry with this id, or null. */
  findEnquiry(id: string): Promise<StoredEnquiry | null>;
  /**
   * Stores a form post's enquiry (its id made by the server) unless the same content, by
   * `contentKey`, was stored at or after `repeatsSince`: claiming the key and inserting the row are
   * one statement, so of two identical posts at once exactly one is stored.
   */
  insertFormPost(
    enquiry: EnquiryRecord,
    meta: InsertMeta & { contentKey: string; repeatsSince: Date },
  ): Promise<'inserted' | 'duplicate'>;
  /** The enquiry stored for this content at or after `since`, or null. */
  findFormPost(contentKey: string, since: Date): Promise<StoredEnquiry | null>;
  /** Counts one request in the client's current window and returns the window's count so far. */
  countRateLimitHit(clientHash: string, windowStart: Date): Promise<number>;
  /** Takes back a hit counted for a request that stored nothing after all (a duplicate). */
  refundRateLimitHit(clientHash: string, windowStart: Date): Promise<void>;
  /**
   * Takes the enquiry's unsent email for one sender until `until`: the attempts made so far for the
   * one caller that got it, null when it is sent, or another sender's claim has not yet run out.
   */
  claimNotification(id: string, claim: { now: Date; until: Date }): Promise<number | null>;
  /** Records the outcome and releases the claim. */
  recordNotification(id: string, outcome: NotificationOutcome): Promise<void>;
  /**
   * Failed sends under `maxAttempts` last tried at or before `failedBefore`, to the millisecond
   * (the caller's clock counts no finer than that: a send that failed in the very millisecond
   * `failedBefore` names is due, as "retry every failed one" means), and pending ones older than
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
  /** Takes one of the hour's `max` individual emails: false when they are all taken. */
  takeEmailSlot(hourStart: Date, max: number): Promise<boolean>;
  /** Gives back an email slot whose send failed. */
  returnEmailSlot(hourStart: Date): Promise<void>;
  /** Enquiries held over the hourly cap, oldest first. */
  listHeldNotifications(limit: number): Promise<StoredEnquiry[]>;
  /** Takes the hour's one summary email, as claimNotification does a row's. */
  claimSummary(hourStart: Date, claim: { now: Date; until: Date }): Promise<boolean>;
  /** Records the summary as sent (at `sentAt`) or releases the claim (null). */
  recordSummary(hourStart: Date, sentAt: Date | null): Promise<void>;
  /** Marks held enquiries as covered by the summary sent at `at`. */
  markSummarised(ids: string[], at: Date): Promise<void>;
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

const STORED_LIST = Object.entries(STORED_COLUMNS)
  .map(([property, column]) => `e.${column} as "${property}"`)
  .join(', ');
const SELECT_STORED = `select ${STORED_LIST} from public.enquiries e`;

const RECORD_KEYS = Object.keys(COLUMNS) as (keyof EnquiryRecord)[];
const INSERT_COLUMNS = [
  ...Object.values(COLUMNS),
  'client_hash',
  'notification_status',
  'created_at',
];
const INSERT_PARAMS = INSERT_COLUMNS.map((_, index) => `$${index + 1}`);
const INSERT_ENQUIRY = `insert into public.enquiries (${INSERT_COLUMNS.join(', ')})
  values (${INSERT_PARAMS.join(', ')})
  on conflict (id) do nothing
  returning id`;

/**
 * The content key is claimed only when free or last used before `repeatsSince`; the enquiry is
 * inserted only when it was. Keys older than `repeatsSince` are pruned on the way.
 */
const KEY = INSERT_COLUMNS.length + 1;
const INSERT_FORM_POST = `with claimed as (
    insert into public.enquiry_form_posts (content_key, enquiry_id, received_at)
    values ($${KEY}, $1, $${INSERT_COLUMNS.indexOf('created_at') + 1}::timestamptz)
    on conflict (content_key) do update
      set enquiry_id = excluded.enquiry_id, received_at = excluded.received_at
      where public.enquiry_form_posts.received_at < $${KEY + 1}::timestamptz
    returning enquiry_id
  ), pruned as (
    delete from public.enquiry_form_posts
    where received_at < $${KEY + 1}::timestamptz and content_key <> $${KEY}
  ), stored as (
    insert into public.enquiries (${INSERT_COLUMNS.join(', ')})
    select ${INSERT_PARAMS.join(', ')} from claimed
    returning id
  )
  select id from stored`;

function insertValues(enquiry: EnquiryRecord, meta: InsertMeta): unknown[] {
  return [
    ...RECORD_KEYS.map((key) => enquiry[key]),
    meta.clientHash,
    meta.notificationStatus,
    meta.receivedAt.toISOString(),
  ];
}

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
      const { rows } = await sql.query(INSERT_ENQUIRY, insertValues(enquiry, meta));
      return rows.length === 1 ? 'inserted' : 'duplicate';
    },

    async findEnquiry(id) {
      const { rows } = await sql.query<StoredEnquiry>(`${SELECT_STORED} where e.id = $1`, [id]);
      return rows[0] ?? null;
    },

    async insertFormPost(enquiry, meta) {
      const { rows } = await sql.query(INSERT_FORM_POST, [
        ...insertValues(enquiry, meta),
        meta.contentKey,
        meta.repeatsSince.toISOString(),
      ]);
      return rows.length === 1 ? 'inserted' : 'duplicate';
    },

    async findFormPost(contentKey, since) {
      const { rows } = await sql.query<StoredEnquiry>(
        `${SELECT_STORED} join public.enquiry_form_posts p on p.enquiry_id = e.id
         where p.content_key = $1 and p.received_at >= $2::timestamptz`,
        [contentKey, since.toISOString()],
      );
      return rows[0] ?? null;
    },

    async refundRateLimitHit(clientHash, windowStart) {
      await sql.query(
        `with lowered as (
           update public.enquiry_rate_limits set hits = hits - 1
           where client_hash = $1 and window_start = $2::timestamptz and hits > 1
           returning 1
         )
         delete from public.enquiry_rate_limits
         where client_hash = $1 and window_start = $2::timestamptz and hits = 1
           and not exists (select from lowered)`,
        [clientHash, windowStart.toISOString()],
      );
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
      const { rows } = await sql.query<{ attempts: number }>(
        `update public.enquiries
         set notification_claimed_until = $3::timestamptz
         where id = $1
           and notification_status in ('pending', 'failed')
           and (notification_claimed_until is null or notification_claimed_until <= $2::timestamptz)
         returning notification_attempts as attempts`,
        [id, now.toISOString(), until.toISOString()],
      );
      return rows.length === 1 ? Number(rows[0]!.attempts) : null;
    },

    async recordNotification(id, outcome) {
      if (outcome.status === 'held' || outcome.status === 'in_progress') {
        // Not an attempt: the status changes (held) or stays (in progress), the count does not.
        await sql.query(
          `update public.enquiries
           set notification_claimed_until = null,
               notification_status = case when $2 = 'held' then 'held' else notification_status end
           where id = $1`,
          [id, outcome.status],
        );
        return;
      }
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
          : [id, outcome.status, outcome.error.slice(0, 2000), null],
      );
    },

    async listNotificationsToRetry({ maxAttempts, pendingBefore, failedBefore, limit }) {
      const { rows } = await sql.query<StoredEnquiry>(
        `${SELECT_STORED}
         where (notification_status = 'failed' and notification_attempts < $1
                and (notification_attempted_at is null
                     or date_trunc('milliseconds', notification_attempted_at) <= $4::timestamptz))
            or (notification_status = 'pending' and created_at < $2::timestamptz)
         order by created_at
         limit $3`,
        [maxAttempts, pendingBefore.toISOString(), limit, failedBefore.toISOString()],
      );
      return rows;
    },

    async takeEmailSlot(hourStart, max) {
      const { rows } = await sql.query(
        `insert into public.enquiry_email_hours as hours (hour_start, emails) values ($1::timestamptz, 1)
         on conflict (hour_start) do update set emails = hours.emails + 1
           where hours.emails < $2
         returning emails`,
        [hourStart.toISOString(), max],
      );
      return rows.length === 1;
    },

    async returnEmailSlot(hourStart) {
      await sql.query(
        `update public.enquiry_email_hours set emails = emails - 1
         where hour_start = $1::timestamptz and emails > 0`,
        [hourStart.toISOString()],
      );
    },

    async listHeldNotifications(limit) {
      const { rows } = await sql.query<StoredEnquiry>(
        `${SELECT_STORED} where e.notification_status = 'held' order by e.created_at limit $1`,
        [limit],
      );
      return rows;
    },

    async claimSummary(hourStart, { now, until }) {
      const { rows } = await sql.query(
        `insert into public.enquiry_email_hours as hours (hour_start, summary_claimed_until)
         values ($1::timestamptz, $3::timestamptz)
         on conflict (hour_start) do update set summary_claimed_until = $3::timestamptz
           where hours.summary_sent_at is null
             and (hours.summary_claimed_until is null or hours.summary_claimed_until <= $2::timestamptz)
         returning hour_start`,
        [hourStart.toISOString(), now.toISOString(), until.toISOString()],
      );
      return rows.length === 1;
    },

    async recordSummary(hourStart, sentAt) {
      await sql.query(
        `update public.enquiry_email_hours
         set summary_claimed_until = null, summary_sent_at = $2::timestamptz
         where hour_start = $1::timestamptz`,
        [hourStart.toISOString(), sentAt?.toISOString() ?? null],
      );
    },

    async markSummarised(ids, at) {
      await sql.query(
        `update public.enquiries
         set notification_status = 'summarised', notified_at = $2::timestamptz,
             notification_error = null
         where id = any(string_to_array($1, ',')::uuid[]) and notification_status = 'held'`,
        // One text parameter: every driver (postgres.js, pg, PGlite) passes it the same way.
        [ids.join(','), at.toISOString()],
      );
    },

    async listEnquiries(limit = 10_000) {
      const { rows } = await sql.query<StoredEnquiry>(
        `${SELECT_STORED} order by e.created_at desc, e.id limit $1`,
        [limit],
      );
      return rows;
    },
  };
}
