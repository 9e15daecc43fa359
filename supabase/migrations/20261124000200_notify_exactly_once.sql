-- Every stored enquiry reaches the firm exactly once, or visibly does not
-- (supabase/functions/_shared/notification-sender.ts):
-- - 'gave_up': its attempts ran out; the function logs ENQUIRY_EMAIL_GAVE_UP once for it, and
--   `npm run enquiries` lists it among those never emailed;
-- - 'held': more individual emails went out this hour than NOTIFY_MAX_EMAILS_PER_HOUR allows,
--   so it waits for the hour's one summary email;
-- - 'summarised': that summary named it (notified_at is when).
alter table public.enquiries drop constraint enquiries_notification_status_check;
alter table public.enquiries add constraint enquiries_notification_status_check
  check (notification_status in
    ('not_configured', 'pending', 'sent', 'failed', 'spam', 'gave_up', 'held', 'summarised'));

alter table public.enquiries drop constraint enquiries_notified_when_sent;
alter table public.enquiries add constraint enquiries_notified_when_sent
  check ((notification_status in ('sent', 'summarised')) = (notified_at is not null));

-- The summary looks up held rows.
create index enquiries_notification_held_idx on public.enquiries (created_at)
  where notification_status = 'held';

-- Individual emails per clock hour, taken one at a time by an atomic upsert before each send
-- (and given back when the send fails), and the hour's one summary, claimed like a row's email.
create table public.enquiry_email_hours (
  hour_start timestamptz primary key,
  emails integer not null default 0 check (emails >= 0),
  summary_claimed_until timestamptz,
  summary_sent_at timestamptz
);

comment on table public.enquiry_email_hours is
  'Enquiry emails sent per hour, for the global cap; written only by the function.';

alter table public.enquiry_email_hours enable row level security;
do $$
begin
  if exists (select from pg_roles where rolname = 'anon') then
    revoke all on table public.enquiry_email_hours from anon, authenticated;
  end if;
end
$$;

-- Failed emails that already used the five attempts the function allows were left as 'failed'
-- and never tried again: say so.
update public.enquiries set notification_status = 'gave_up'
where notification_status = 'failed' and notification_attempts >= 5;
