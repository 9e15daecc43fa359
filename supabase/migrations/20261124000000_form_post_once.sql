-- Enquiry forms post without JavaScript too (a native HTML form post, which carries no id): the
-- function makes the id, and this table makes a double press, or the same content sent again
-- within a few minutes, one enquiry. One row per content key (a salted SHA-256 of the enquiry's
-- fields) says which enquiry that content became, and when. The function claims the key and
-- inserts the enquiry in one statement, so two identical posts arriving at the same moment are
-- stored once (the second waits on the key's unique index, then finds it taken).
create table public.enquiry_form_posts (
  content_key text primary key check (content_key ~ '^[0-9a-f]{64}$'),
  enquiry_id uuid not null references public.enquiries (id) on delete cascade,
  received_at timestamptz not null
);

comment on table public.enquiry_form_posts is
  'Recent form posts by content, so a repeat within minutes is stored once; written by the function.';

-- Pruning deletes by age.
create index enquiry_form_posts_received_at_idx on public.enquiry_form_posts (received_at);
create index enquiry_form_posts_enquiry_id_idx on public.enquiry_form_posts (enquiry_id);

-- Closed to the Data API like the other tables (see 20261122000000_create_enquiries.sql).
alter table public.enquiry_form_posts enable row level security;
do $$
begin
  if exists (select from pg_roles where rolname = 'anon') then
    revoke all on table public.enquiry_form_posts from anon, authenticated;
  end if;
end
$$;
