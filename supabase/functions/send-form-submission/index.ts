/**
 * The Edge Function: wires the runtime-neutral handler (../_shared/submission-handler.ts) to Deno,
 * Postgres (postgres.js over SUPABASE_DB_URL, which Supabase sets) and Resend. Settings and secrets:
 * ALLOWED_ORIGINS, IP_HASH_SALT, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS, RESEND_API_KEY,
 * NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, NOTIFY_MAX_EMAILS_PER_HOUR, NOTIFY_RETRY_SECRET (see the
 * docs/configuration.md and docs/operations.md).
 */
import postgres from 'postgres';
import { createSqlEnquiryStore, type SqlClient } from '../_shared/enquiry-store.ts';
import { readHandlerConfig } from '../_shared/handler-config.ts';
import { createResendNotifier } from '../_shared/notifier.ts';
import { clientAddressFromHeaders } from '../_shared/client-address.ts';
import { createSubmissionHandler } from '../_shared/submission-handler.ts';

// A bad setting stops the function at boot with a message naming it, rather than on each request.
const config = readHandlerConfig(Deno.env.toObject());
const databaseUrl = Deno.env.get('SUPABASE_DB_URL');
if (!databaseUrl)
  throw new Error('SUPABASE_DB_URL is not set (Supabase sets it for every function).');

const sql = postgres(databaseUrl, {
  // Supabase's pooler in transaction mode cannot keep prepared statements between calls.
  prepare: false,
  max: 3,
  connect_timeout: 5,
  idle_timeout: 30,
});

const client: SqlClient = {
  async query<T>(text: string, params: unknown[] = []) {
    const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
    return { rows: [...rows] as T[] };
  },
};

// Supabase's runtime keeps the function alive for work handed to waitUntil after the answer has
// gone: the email is sent there, so a slow or failing email provider never delays the visitor.
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } })
  .EdgeRuntime;

const handle = createSubmissionHandler({
  store: createSqlEnquiryStore(client),
  config,
  notifier: config.email ? createResendNotifier(config.email) : null,
  ...(edgeRuntime ? { background: (work: Promise<unknown>) => edgeRuntime.waitUntil(work) } : {}),
});

// Only the proxies' headers say who the visitor is: the connection's own address is the runtime's
// listening address (0.0.0.0), the same for everyone, and keying the limit on it would let one
// client shut the form for all (see client-address.ts).
Deno.serve((request) =>
  handle(request, { clientAddress: clientAddressFromHeaders(request.headers) }),
);
