/**
 * Runs a job's work on something the customer can delete while it runs. Once that is gone, a failure
 * is only the deletion taking the job's inputs from under it (rows, files): the job ends with `gone`
 * instead of failing, and is not tried again.
 */
export async function unlessDeletedMeanwhile<T>(work: () => Promise<T>, stillThere: () => Promise<boolean>, gone: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(await stillThere())) return gone;
    throw error;
  }
}
