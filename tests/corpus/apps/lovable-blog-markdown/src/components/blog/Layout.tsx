import { Link } from "react-router-dom";
import { Mountain } from "lucide-react";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="border-b">
        <div className="container flex h-16 max-w-4xl items-center justify-between">
          <Link to="/" className="flex items-center gap-2 font-serif text-xl font-bold">
            <Mountain className="h-6 w-6 text-primary" /> Carnet de route
          </Link>
          <nav className="text-sm text-muted-foreground">Récits &amp; conseils de rando</nav>
        </div>
      </header>
      <main className="container max-w-4xl py-10">{children}</main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">Écrit à la frontale, entre deux étapes.</footer>
    </div>
  );
}
