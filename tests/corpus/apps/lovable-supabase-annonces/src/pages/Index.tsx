import { useState } from "react";
import { Link } from "react-router-dom";
import { Megaphone, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AnnonceCard } from "@/components/annonces/AnnonceCard";
import { SupabaseNotice } from "@/components/annonces/SupabaseNotice";
import { useAnnonces } from "@/hooks/use-annonces";
import { cn } from "@/lib/utils";

const FILTRES = [
  { value: "toutes", label: "Toutes" },
  { value: "don", label: "Dons" },
  { value: "vente", label: "Ventes" },
  { value: "echange", label: "Échanges" },
] as const;

const Index = () => {
  const { data: annonces = [], isLoading, error } = useAnnonces();
  const [filtre, setFiltre] = useState<(typeof FILTRES)[number]["value"]>("toutes");
  const visibles = filtre === "toutes" ? annonces : annonces.filter((a) => a.categorie === filtre);

  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="container flex h-16 items-center justify-between">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold">
            <Megaphone className="h-5 w-5 text-primary" /> Petites annonces du quartier
          </Link>
          <Button asChild>
            <Link to="/publier" className="publish-link"><Plus /> Publier une annonce</Link>
          </Button>
        </div>
      </header>
      <main className="container space-y-6 py-8">
        <SupabaseNotice />
        <div className="flex gap-2">
          {FILTRES.map((f) => (
            <button
              key={f.value}
              onClick={() => setFiltre(f.value)}
              className={cn(
                "rounded-full border px-4 py-1.5 text-sm transition-colors",
                filtre === f.value ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent"
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
        {error && <p className="text-destructive">Impossible de charger les annonces : {(error as Error).message}</p>}
        {isLoading ? (
          <p className="text-muted-foreground">Chargement des annonces…</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visibles.map((annonce) => <AnnonceCard key={annonce.id} annonce={annonce} />)}
          </div>
        )}
      </main>
    </div>
  );
};

export default Index;
