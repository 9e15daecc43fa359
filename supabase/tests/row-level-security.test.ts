// @vitest-environment node
/**
 * Row level security on a real PostgreSQL server (PGlite cannot show it: it has one user). The
 * cluster is set up the way Supabase sets up a project: a bootstrap superuser, the `postgres` role
 * the migrations run as and the Edge Function connects as (SUPABASE_DB_URL), the Data API's roles
 * (`anon`, `authenticated`, `service_role`, switched to from `authenticator`), and the default
 * privileges that hand every new public table to those roles. Then every migration is applied, as
 * the files are, in name order.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startPostgres, type PostgresServer } from './postgres-server';
import { parseEnquiryPayload } from '../functions/_shared/enquiry-schema.ts';
import {
  createSqlEnquiryStore,
  toEnquiryRecord,
  type SqlClient,
} from '../functions/_shared/enquiry-store.ts';
import { readHandlerConfig } from '../functions/_shared/handler-config.ts';
import { createSubmissionHandler } from '../functions/_shared/submission-handler.ts';
import { contactEnquiry, formFields } from '../functions/_shared/test-enquiries.ts';

const MIGRATIONS_DIR = resolve(import.meta.dirname, '../migrations');
/** The role the function connects as: the database owner, per the first migration's comments. */
const FUNCTION_ROLE = 'postgres';
const DATA_API_ROLES = ['anon', 'authenticated'] as const;
const TABLES = ['public.enquiries', 'public.enquiry_rate_limits'] as const;

let server: PostgresServer;
const clients: pg.Client[] = [];

async function connect(user: string): Promise<pg.Client> {
  const client = new pg.Client({
    host: server.host,
    port: server.port,
    user,
    database: 'postgres',
  });
  await client.connect();
  clients.push(client);
  return client;
}

/**
 * Ends a pool and waits until every connection has closed. `pool.end()` resolves once it has asked
 * them to close, not once they have, and the server's shutdown can then reach one still open: its
 * "terminating connection" error reaches the pool, which throws it, with no test to catch it.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/** The `pg` driver behind the function's SqlClient interface (postgres.js is used in Deno). */
function sqlClient(client: pg.Client): SqlClient {
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await client.query(text, params);
      return { rows: result.rows as T[] };
    },
  };
}

const HASH = 'b'.repeat(64);

beforeAll(async () => {
  server = await startPostgres();
  const admin = await connect(server.superuser);
  // Supabase's roles. `postgres` is not a superuser there and we do not let it bypass RLS here:
  // what lets the function write must be table ownership, which the migration relies on.
  await admin.query(`
    create role ${FUNCTION_ROLE} login createrole nosuperuser nobypassrls;
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
    create role authenticator login noinherit;
    grant anon, authenticated, service_role to authenticator;
    grant usage, create on schema public to ${FUNCTION_ROLE};
    grant usage on schema public to anon, authenticated, service_role;
    -- What Supabase grants by default on everything the owner creates in public.
    alter default privileges for role ${FUNCTION_ROLE} in schema public
      grant all on tables to anon, authenticated, service_role;
    alter default privileges for role ${FUNCTION_ROLE} in schema public
      grant all on functions to anon, authenticated, service_role;
    alter default privileges for role ${FUNCTION_ROLE} in schema public
      grant all on sequences to anon, authenticated, service_role;
  `);
  // `supabase db push` applies each file in its own transaction, as the project's owner.
  const owner = await connect(FUNCTION_ROLE);
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    try {
      await owner.query('begin');
      await owner.query(text);
      await owner.query('commit');
    } catch (error) {
      await owner.query('rollback');
      throw new Error(`Migration ${file} failed on PostgreSQL: ${(error as Error).message}`);
    }
  }
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(clients.map((client) => client.end()));
  await server?.stop();
});

/** Runs `statement` as a Data API role, the way PostgREST does: `set local role` inside a transaction. */
async function asRole(role: string, statement: string, params: unknown[] = []) {
  const client = await connect('authenticator');
  try {
    await client.query('begin');
    await client.query(`set local role ${role}`);
    const result = await client.query(statement, params);
    return result.rows;
  } finally {
    await client.query('rollback').catch(() => {});
    // One connection per statement adds up: the test server has few slots.
    await client.end().catch(() => {});
  }
}

const insertEnquiry = `insert into public.enquiries
  (id, page, first_name, last_name, email, message, country_code, phone, country)
  values ($1, 'Contact Form', 'Eve', 'Intruder', 'eve@example.com', 'Trying to write directly.',
          '+44', '20 7946 0000', 'Malta')`;
const insertRateLimit = `insert into public.enquiry_rate_limits (client_hash, window_start)
  values ('${HASH}', now())`;

it('has row level security on for both tables, owned by the role the function connects as', async () => {
  const admin = await connect(server.superuser);
  const { rows } = await admin.query<{ name: string; owner: string; rls: boolean }>(
    `select c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner,
            c.relrowsecurity as rls
     from pg_class c where c.oid in ('public.enquiries'::regclass, 'public.enquiry_rate_limits'::regclass)
     order by 1`,
  );
  expect(rows).toEqual([
    { name: 'enquiries', owner: FUNCTION_ROLE, rls: true },
    { name: 'enquiry_rate_limits', owner: FUNCTION_ROLE, rls: true },
  ]);
});

describe.each(DATA_API_ROLES)('the %s role', (role) => {
  it.each(TABLES)('cannot read %s', async (table) => {
    await expect(asRole(role, `select * from ${table}`)).rejects.toMatchObject({
      code: '42501',
      message: `permission denied for table ${table.replace('public.', '')}`,
    });
  });

  it('cannot insert, update or delete enquiries', async () => {
    const denied = { code: '42501', message: 'permission denied for table enquiries' };
    await expect(asRole(role, insertEnquiry, [crypto.randomUUID()])).rejects.toMatchObject(denied);
    await expect(
      asRole(role, `update public.enquiries set message = 'changed'`),
    ).rejects.toMatchObject(denied);
    await expect(asRole(role, 'delete from public.enquiries')).rejects.toMatchObject(denied);
  });

  it('cannot insert, update or delete rate-limit counters', async () => {
    const denied = { code: '42501', message: 'permission denied for table enquiry_rate_limits' };
    await expect(asRole(role, insertRateLimit)).rejects.toMatchObject(denied);
    await expect(
      asRole(role, 'update public.enquiry_rate_limits set hits = 1'),
    ).rejects.toMatchObject(denied);
    await expect(asRole(role, 'delete from public.enquiry_rate_limits')).rejects.toMatchObject(
      denied,
    );
  });

  // The second lock on the door: even if a later change granted the table back by mistake, RLS with
  // no policy still hides every row and refuses every new one.
  it('sees no row and can add none even when granted the table by mistake', async () => {
    const owner = await connect(FUNCTION_ROLE);
    const storedId = crypto.randomUUID();
    const stored = contactEnquiry({ id: storedId });
    await createSqlEnquiryStore(sqlClient(owner)).insertEnquiry(toEnquiryRecord(parsed(stored)), {
      clientHash: HASH,
      notificationStatus: 'not_configured',
      receivedAt: new Date(),
    });
    const client = await connect('authenticator');
    try {
      await owner.query(`grant all on ${TABLES.join(', ')} to ${role}`);
      await client.query('begin');
      await client.query(`set local role ${role}`);
      expect((await client.query('select id from public.enquiries')).rows).toEqual([]);
      expect((await client.query('select * from public.enquiry_rate_limits')).rows).toEqual([]);
      const updated = await client.query(`update public.enquiries set message = 'changed'`);
      expect(updated.rowCount).toBe(0);
      await expect(client.query(insertEnquiry, [crypto.randomUUID()])).rejects.toMatchObject({
        code: '42501',
        message: 'new row violates row-level security policy for table "enquiries"',
      });
    } finally {
      await client.query('rollback').catch(() => {});
      await owner.query(`revoke all on ${TABLES.join(', ')} from ${role}`);
    }
    const { rows } = await owner.query('select message from public.enquiries where id = $1', [
      storedId,
    ]);
    // The row the role tried to change is as it was stored.
    expect(rows).toEqual([{ message: stored.message }]);
  });
});

describe('the helper functions the table checks call', () => {
  const HELPERS = ['utf16_length', 'is_single_line_text', 'is_multi_line_text'] as const;

  it.each(HELPERS)('%s cannot be executed by anon, authenticated or PUBLIC', async (name) => {
    const admin = await connect(server.superuser);
    // A role with no grants of its own has exactly what PUBLIC has.
    await admin.query('create role nobody_in_particular nologin').catch(() => {});
    const { rows } = await admin.query<{ role: string; allowed: boolean }>(
      `select role, has_function_privilege(role, 'public.${name}(text)', 'execute') as allowed
       from unnest(array['anon', 'authenticated', 'nobody_in_particular']) as role`,
    );
    expect(rows).toEqual([
      { role: 'anon', allowed: false },
      { role: 'authenticated', allowed: false },
      { role: 'nobody_in_particular', allowed: false },
    ]);
    for (const role of DATA_API_ROLES) {
      await expect(asRole(role, `select public.${name}('x')`)).rejects.toMatchObject({
        code: '42501',
        message: `permission denied for function ${name}`,
      });
    }
  });

  it('still run for the role the function connects as', async () => {
    const owner = await connect(FUNCTION_ROLE);
    const { rows } = await owner.query(
      `select public.utf16_length('a😀') as length, public.is_single_line_text('a') as single,
              public.is_multi_line_text(E'a\nb') as multi`,
    );
    expect(rows).toEqual([{ length: 3, single: true, multi: true }]);
  });
});

function parsed(input: Record<string, unknown>) {
  const result = parseEnquiryPayload(input);
  if (!result.ok) throw new Error(`fixture is invalid: ${JSON.stringify(result.fields)}`);
  return result.enquiry;
}

describe('the role the function connects as', () => {
  it('stores enquiries and counts hits through the real store code', async () => {
    const store = createSqlEnquiryStore(sqlClient(await connect(FUNCTION_ROLE)));
    const record = toEnquiryRecord(parsed(contactEnquiry({ firstName: 'Grace' })));
    const meta = {
      clientHash: HASH,
      notificationStatus: 'not_configured',
      receivedAt: new Date(),
    } as const;
    expect(await store.insertEnquiry(record, meta)).toBe('inserted');
    expect(await store.insertEnquiry(record, meta)).toBe('duplicate');
    const listed = await store.listEnquiries();
    expect(listed.filter((enquiry) => enquiry.id === record.id)).toEqual([
      expect.objectContaining({ ...record, createdAt: expect.any(Date) }),
    ]);
    const window = new Date('2026-11-22T12:00:00Z');
    expect(await store.countRateLimitHit('c'.repeat(64), window)).toBe(1);
    expect(await store.countRateLimitHit('c'.repeat(64), window)).toBe(2);
  });

  it('answers 201 to a POST through the real handler and keeps the enquiry', async () => {
    const owner = await connect(FUNCTION_ROLE);
    const handle = createSubmissionHandler({
      store: createSqlEnquiryStore(sqlClient(owner)),
      config: readHandlerConfig({ ALLOWED_ORIGINS: 'https://site.example', IP_HASH_SALT: 'salt' }),
      notifier: null,
      log: () => {},
    });
    const enquiry = contactEnquiry({ lastName: 'Hopper', message: 'Sent through the handler.' });
    const response = await handle(
      new Request('https://project.example/functions/v1/send-form-submission', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://site.example' },
        body: JSON.stringify(enquiry),
      }),
      { clientAddress: '203.0.113.7' },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: enquiry.id, duplicate: false });
    const { rows } = await owner.query(
      'select last_name, message, client_hash from public.enquiries where id = $1',
      [enquiry.id],
    );
    expect(rows).toEqual([
      {
        last_name: 'Hopper',
        message: 'Sent through the handler.',
        client_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it('stores identical form posts arriving at the same moment once, over separate connections', async () => {
    // A pool, as the function has (postgres.js, max 3): the posts really run side by side.
    const pool = new pg.Pool({
      host: server.host,
      port: server.port,
      user: FUNCTION_ROLE,
      database: 'postgres',
      max: 6,
    });
    try {
      const pooled: SqlClient = {
        query: async <T>(text: string, params?: unknown[]) => {
          const result = await pool.query(text, params);
          return { rows: result.rows as T[] };
        },
      };
      const handle = createSubmissionHandler({
        store: createSqlEnquiryStore(pooled),
        config: readHandlerConfig({
          ALLOWED_ORIGINS: 'https://site.example',
          IP_HASH_SALT: 'salt',
          RATE_LIMIT_MAX: '100',
        }),
        notifier: null,
        log: () => {},
      });
      const message = `Pressed many times ${crypto.randomUUID()}`;
      const fields = formFields(contactEnquiry({ message }));
      const post = () =>
        handle(
          new Request('https://project.example/functions/v1/send-form-submission', {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: 'https://site.example',
            },
            body: new URLSearchParams(fields).toString(),
          }),
          { clientAddress: '203.0.113.9' },
        );
      const answers = await Promise.all(Array.from({ length: 12 }, post));
      expect(new Set(answers.map((answer) => answer.headers.get('location')))).toEqual(
        new Set(['https://site.example/enquiry-received']),
      );
      const { rows } = await pool.query('select id from public.enquiries where message = $1', [
        message,
      ]);
      expect(rows).toHaveLength(1);
    } finally {
      await endPool(pool);
    }
  });
});
