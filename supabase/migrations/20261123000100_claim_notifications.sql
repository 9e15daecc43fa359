-- Who is sending an enquiry's email, so that it is sent once: the request that stored it sends it
-- after answering, `retryPendingNotifications` (on the next enquiry, on a schedule, or
-- `npm run notify:retry`) resends failed ones, and any two of them can meet. A sender first claims
-- the row with one atomic update (only a row that is unsent and not claimed, or whose claim ran
-- out because its sender died), sends, then records the outcome and clears the claim.
alter table public.enquiries add column notification_claimed_until timestamptz;

-- When the last attempt was made, so a retry that runs on every new enquiry waits a while before
-- trying a failed email again, instead of spending its attempts within seconds of an outage.
alter table public.enquiries add column notification_attempted_at timestamptz;
