-- Enquiry emails that failed are retried on a schedule, not only when another enquiry arrives:
-- every 5 minutes pg_cron has pg_net POST to the function's retry path
-- (send-form-submission/retry-notifications) with the NOTIFY_RETRY_SECRET the function holds.
-- The project URL and that secret come from Supabase Vault, created once per project (see
-- docs/operations.md):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<the same value as NOTIFY_RETRY_SECRET>', 'notify_retry_secret');
-- Until they exist the job's request fails harmlessly (no URL), and the function's retry path
-- stays closed until NOTIFY_RETRY_SECRET is set.
--
-- Only where pg_cron and pg_net can be installed (hosted Supabase, its local CLI stack). PGlite and
-- a plain PostgreSQL have neither: there the migration does nothing, and `npm run notify:retry`
-- retries instead.
do $migration$
begin
  if not exists (select from pg_available_extensions where name = 'pg_cron')
     or not exists (select from pg_available_extensions where name = 'pg_net')
     or not exists (select from pg_namespace where nspname = 'vault') then
    raise notice 'pg_cron, pg_net or Vault is missing: enquiry email retries are not scheduled here.';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net;
  perform cron.schedule(
    'retry-enquiry-emails',
    '*/5 * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/send-form-submission/retry-notifications',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (
            select decrypted_secret from vault.decrypted_secrets where name = 'notify_retry_secret'
          )
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 30000
      )
    $job$
  );
end
$migration$;
