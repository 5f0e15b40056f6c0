import { useLocation } from 'react-router-dom';
import { useOrigin } from '@/lib/use-origin';

/**
 * The page's canonical address (its path, without query or hash) for search engines. React 19 hoists a `<link>`
 * rendered anywhere into `<head>` and removes it when the page leaves, so each public page carries its own. A
 * prerendered page gets it once hydrated (the build does not know the origin).
 */
export function CanonicalLink() {
  const { pathname } = useLocation();
  const origin = useOrigin();
  if (!origin) return null;
  return <link rel="canonical" href={`${origin}${pathname}`} />;
}
