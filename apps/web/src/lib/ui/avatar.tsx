/** A round picture, or the first letter of the name when there is none. */
export function Avatar({ src, name, label }: { src?: string; name: string; label: string }) {
  if (src) return <img className="avatar" src={src} alt={label} width={32} height={32} />;
  return (
    <span className="avatar avatar-initial" role="img" aria-label={label}>
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
