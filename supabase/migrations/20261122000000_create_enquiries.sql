-- Enquiries sent from the site's four forms, and the per-client counters that rate-limit them.
-- Written for PostgreSQL 15 (Supabase) and PGlite (the local stack): no extensions, no
-- gen_random_uuid(), because every id comes from the browser.

-- The schema (supabase/functions/_shared/enquiry-schema.ts) counts string length in UTF-16 code
-- units, as JavaScript does; char_length() counts code points. This counts like JavaScript, so the
-- checks below hold exactly the limits the forms and the function enforce, no stricter (an emoji
-- is 2 units there and 1 code point here).
create function public.utf16_length(value text)
returns integer
language sql
immutable
strict
parallel safe
-- A fixed search path, so the function means the same whoever calls it (Supabase's linter asks this).
set search_path = ''
as $$
  select char_length(value)
    + char_length(regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'))
$$;

create table public.enquiries (
  -- The browser's UUID: a resent enquiry hits this key and is stored once (insert ... on conflict do nothing).
  id uuid primary key,
  page text not null
    check (page in ('Contact Form', 'Fixed Income', 'Alternative Assets', 'Capital Raising')),
  created_at timestamptz not null default now(),

  -- Every form's fields; each is null where the sending form has no such field (checked below).
  first_name text not null,
  last_name text not null,
  email text not null check (utf16_length(email) <= 255 and email like '_%@_%'),
  message text not null,
  country_code text
    check (country_code in ('+44', '+1', '+49', '+33', '+39', '+34', '+31', '+41', '+61', '+43', '+32', '+352')),
  phone text check (utf16_length(phone) between 8 and 30 and phone ~ '^[0-9 ()+.-]+$'),
  country text check (country in ('Malta', 'United Kingdom', 'Germany', 'France', 'Italy', 'Spain',
    'Netherlands', 'Switzerland', 'Austria', 'Belgium', 'Luxembourg', 'United States', 'Canada',
    'Australia', 'Other')),
  company_name text check (utf16_length(company_name) between 1 and 100),
  contact_number text check (utf16_length(contact_number) between 1 and 20),
  funding_requirement text check (funding_requirement in ('equity', 'debt', 'alternative')),
  consent boolean,

  -- SHA-256 of a secret salt and the client's address: enough to spot one sender's repeats, not to
  -- recover the address (see IP_HASH_SALT).
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),

  -- Email notification, recorded so that a failed send is retried rather than lost.
  notification_status text not null default 'not_configured'
    check (notification_status in ('not_configured', 'pending', 'sent', 'failed')),
  notification_attempts integer not null default 0 check (notification_attempts >= 0),
  notification_error text check (char_length(notification_error) <= 2000),
  notified_at timestamptz,

  -- The home form's rules (also used by the Fixed Income and Alternative Assets boxes).
  constraint enquiries_contact_form_fields check (
    page = 'Capital Raising' or (
      utf16_length(first_name) between 2 and 100
      and utf16_length(last_name) between 2 and 100
      and utf16_length(message) between 10 and 5000
      and country_code is not null and phone is not null and country is not null
      and company_name is null and contact_number is null and funding_requirement is null
      and consent is null
    )
  ),
  -- The capital raising form's rules (its text is trimmed before it is checked and stored).
  constraint enquiries_capital_raising_fields check (
    page <> 'Capital Raising' or (
      utf16_length(first_name) between 1 and 50
      and utf16_length(last_name) between 1 and 50
      and utf16_length(message) between 1 and 1000
      and company_name is not null and contact_number is not null
      and funding_requirement is not null and consent is true
      and country_code is null and phone is null and country is null
    )
  ),
  constraint enquiries_notified_when_sent check ((notification_status = 'sent') = (notified_at is not null))
);

comment on table public.enquiries is
  'Enquiries from the site''s forms, written only by the send-form-submission Edge Function.';

-- Newest first for the firm's listing; the retry job looks up unsent notifications.
create index enquiries_created_at_idx on public.enquiries (created_at desc);
create index enquiries_notification_retry_idx on public.enquiries (created_at)
  where notification_status in ('pending', 'failed');

-- Fixed-window counters: one row per client per window, incremented atomically by an upsert.
create table public.enquiry_rate_limits (
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  window_start timestamptz not null,
  hits integer not null default 1 check (hits > 0),
  primary key (client_hash, window_start)
);

comment on table public.enquiry_rate_limits is
  'Enquiries per hashed client address per window; rows of past windows are pruned by the function.';

-- Pruning deletes by window alone.
create index enquiry_rate_limits_window_start_idx on public.enquiry_rate_limits (window_start);

-- Row level security on, and deliberately no policy at all: Supabase exposes every public table
-- through its Data API to the anon and authenticated roles, and with RLS on and no policy those roles
-- can neither read nor write a row. Visitors reach these tables only through the Edge Function, which
-- connects as the database owner (SUPABASE_DB_URL), and the owner is not subject to RLS.
alter table public.enquiries enable row level security;
alter table public.enquiry_rate_limits enable row level security;

-- Belt and braces on Supabase: take away the table privileges the platform grants those roles by
-- default, so even a policy added by mistake later exposes nothing. The roles exist only on Supabase,
-- hence the check (plain PostgreSQL and PGlite have no such roles).
do $$
begin
  if exists (select from pg_roles where rolname = 'anon') then
    revoke all on table public.enquiries, public.enquiry_rate_limits from anon, authenticated;
  end if;
end
$$;
