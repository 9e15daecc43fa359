/**
 * For a check that can fail for reasons its own message cannot tell apart: rethrows its failure
 * with `explain`'s account of the state behind it appended (`.catch(explainedBy(...))`).
 */
export const explainedBy =
  (explain: () => Promise<string>) =>
  async (error: unknown): Promise<never> => {
    throw new Error(`${(error as Error).message}\n${await explain()}`, { cause: error });
  };
