/** One line of the proving ground's table. */
export interface Check {
  name: string;
  pass: boolean;
  /** the numbers behind the verdict */
  detail: string;
}

export const check = (name: string, pass: boolean, detail: string): Check => ({
  name,
  pass,
  detail,
});
