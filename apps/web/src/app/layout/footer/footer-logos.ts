/**
 * The footer's social and payment logos, bundled as text: each badge is a few hundred bytes,
 * less than the headers of a request of its own (eight requests on every first
 * visit). As text they compress with the script around them (Vite would inline them base64,
 * which brotli cannot shrink much), and become data URLs here.
 */
function byName(files: Record<string, string>): Map<string, string> {
  return new Map(
    Object.entries(files).map(([file, svg]) => [
      file.replace(/^.*\/|\.svg$/g, ''),
      `data:image/svg+xml,${encodeURIComponent(svg)}`,
    ]),
  );
}

export const PAYMENT_LOGOS = byName(
  import.meta.glob<string>('./logos/payment/*.svg', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
);

export const SOCIAL_LOGOS = byName(
  import.meta.glob<string>('./logos/social/*.svg', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
);
