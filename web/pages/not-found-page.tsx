import { Link } from 'react-router-dom';

/** The only English screen of the product, as the spec asks. */
export function NotFoundPage() {
  return (
    <main lang="en" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted px-4 text-center">
      <h1 className="text-5xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
        Return to Home
      </Link>
    </main>
  );
}
