import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /redirect/{path*}: goes to /{path*} (keeping the query), replacing this entry. */
export default function RedirectPage() {
  const target = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`/${target}${search}${hash}`} replace />;
}
