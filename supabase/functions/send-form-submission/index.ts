/**
 * The Edge Function: wires the runtime-neutral handler (../_shared/submission-handler.ts) to Deno,
 * Postgres (postgres.js over SUPABASE_DB_URL, which Supabase sets) and Resend. Settings and secrets:
 * ALLOWED_ORIGINS, IP_HASH_SALT, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS, RESEND_API_KEY,
 * NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM (see the README).
 */
import postgres from 'postgres';
import { createSqlEnquiryStore, type SqlClient } from '../_shared/enquiry-store.ts';
import { readHandlerConfig } from '../_shared/handler-config.ts';
import { createResendNotifier } from '../_shared/notifier.ts';
import {
  clientAddressFromHeaders,
  createSubmissionHandler,
} from '../_shared/submission-handler.ts';

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

Deno.serve((request, info) => {
  const remote = info.remoteAddr.transport === 'tcp' ? info.remoteAddr.hostname : 'unknown';
  return handle(request, { clientAddress: clientAddressFromHeaders(request.headers, remote) });
});
