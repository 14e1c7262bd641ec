/**
 * What a statement came to, as one string a test can match: 'stored', or the database's
 * error code and message ('23503: message names a member that does not exist').
 */
export const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'stored',
    (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`,
  );
