import { useLocation } from 'react-router-dom';

/**
 * The page's canonical address (its path, without query or hash) for search engines. React 19 hoists a `<link>`
 * rendered anywhere into `<head>` and removes it when the page leaves, so each public page carries its own.
 */
export function CanonicalLink() {
  const { pathname } = useLocation();
  return <link rel="canonical" href={`${window.location.origin}${pathname}`} />;
}
