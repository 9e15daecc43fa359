/**
 * The id an enquiry is sent with. Sending the same values again (after a failure the visitor retries)
 * reuses the id, so if the first attempt was in fact stored the server keeps one copy; changed
 * values are a new enquiry with a new id.
 */
export function createEnquiryIdKeeper(newId: () => string = () => crypto.randomUUID()) {
  let last: { values: string; id: string } | null = null;
  return {
    idFor(values: unknown): string {
      const serialised = JSON.stringify(values);
      if (last?.values !== serialised) last = { values: serialised, id: newId() };
      return last.id;
    },
    /** After success: the next enquiry is new even with the same words. */
    forget() {
      last = null;
    },
  };
}
