/** What the router hands every page. */
export interface PageProps {
  /** translation key of the page title */
  titleKey: string;
  /** per-route settings, e.g. which public page or silent-login kind */
  params?: Record<string, string>;
}
