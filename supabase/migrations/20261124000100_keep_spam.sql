-- An enquiry whose hidden trap field was filled (a bot, or a browser's autofill mistaking it for
-- a field of its own) is kept, flagged as spam, instead of thrown away: the firm can look through
-- them (`npm run enquiries` lists them apart) and no real enquiry is lost to a wrong guess. Spam is
-- never emailed, so it is one more notification state.
alter table public.enquiries drop constraint enquiries_notification_status_check;
alter table public.enquiries add constraint enquiries_notification_status_check
  check (notification_status in ('not_configured', 'pending', 'sent', 'failed', 'spam'));
