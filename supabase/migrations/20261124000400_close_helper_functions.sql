-- The table's check constraints call three helper functions. PostgreSQL lets PUBLIC execute every
-- new function, and Supabase grants its Data API roles (anon, authenticated) execute on everything
-- created in public, so anyone holding the site's publishable key could call them over the API
-- (/rest/v1/rpc/...). They are harmless but no business of a visitor: only their owner, the role
-- the function connects as, keeps them, and the constraints still run for it.
revoke execute on function
  public.utf16_length(text),
  public.is_single_line_text(text),
  public.is_multi_line_text(text)
from public;

do $$
begin
  if exists (select from pg_roles where rolname = 'anon') then
    revoke execute on function
      public.utf16_length(text),
      public.is_single_line_text(text),
      public.is_multi_line_text(text)
    from anon, authenticated;
  end if;
end
$$;
