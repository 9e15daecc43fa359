-- The table refuses the characters the enquiry schema refuses (supabase/functions/_shared/
-- enquiry-schema.ts): C0/C1 control characters in one-line fields (tab, line breaks and escape
-- sequences included), control characters other than tab and line breaks in messages, and bidi
-- embedding/override/isolate controls (U+202A-U+202E, U+2066-U+2069) anywhere. The database is
-- thereby never looser than the forms: a row that could mislead whoever reads it (a terminal, a
-- mail client, a spreadsheet) cannot be written by any path.
--
-- NOT VALID: rows stored before this rule are left as they are (they were accepted under the old
-- one, and refusing the migration over them would help no one); every new or changed row is checked.

create function public.is_single_line_text(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
$$;

create function public.is_multi_line_text(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
$$;

alter table public.enquiries
  add constraint enquiries_single_line_fields check (
    public.is_single_line_text(first_name)
    and public.is_single_line_text(last_name)
    and public.is_single_line_text(email)
    and public.is_single_line_text(coalesce(phone, ''))
    and public.is_single_line_text(coalesce(company_name, ''))
    and public.is_single_line_text(coalesce(contact_number, ''))
  ) not valid,
  add constraint enquiries_message_text check (public.is_multi_line_text(message)) not valid;
