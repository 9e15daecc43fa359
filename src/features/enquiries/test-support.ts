import type * as SupabaseJs from '@supabase/supabase-js';

let refusal: Error | null = null;

/** From now until the test ends, supabase-js refuses to create a client, with `error`. */
export function refuseSupabaseClients(error: Error): void {
  refusal = error;
  onTestFinished(() => {
    refusal = null;
  });
}

/**
 * supabase-js as it is, except while refuseSupabaseClients is in force. For a test file's
 * `vi.mock('@supabase/supabase-js', async (importOriginal) =>
 * (await import('./test-support')).supabaseJsThatCanRefuse(importOriginal))`.
 */
export async function supabaseJsThatCanRefuse(
  importOriginal: () => Promise<typeof SupabaseJs>,
): Promise<typeof SupabaseJs> {
  const actual = await importOriginal();
  return {
    ...actual,
    createClient: ((...args: Parameters<typeof actual.createClient>) => {
      if (refusal) throw refusal;
      return actual.createClient(...args);
    }) as typeof actual.createClient,
  };
}
