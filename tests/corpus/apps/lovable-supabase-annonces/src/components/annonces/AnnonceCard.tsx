import { formatDistanceToNow, parseISO } from "date-fns";
import { fr } from "date-fns/locale";
import { MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { Annonce } from "@/integrations/supabase/types";

const LABELS = { don: "Don", vente: "Vente", echange: "Échange" } as const;

export const AnnonceCard = ({ annonce }: { annonce: Annonce }) => (
  <Card className="flex flex-col">
    <CardHeader className="pb-3">
      <div className="flex items-start justify-between gap-2">
        <CardTitle className="text-lg">{annonce.titre}</CardTitle>
        <Badge variant={annonce.categorie === "don" ? "default" : "secondary"}>{LABELS[annonce.categorie]}</Badge>
      </div>
    </CardHeader>
    <CardContent className="flex-1 text-sm text-muted-foreground">{annonce.description}</CardContent>
    <CardFooter className="justify-between text-sm">
      <span className="flex items-center gap-1 text-muted-foreground"><MapPin className="h-3 w-3" />{annonce.quartier}</span>
      <span className="font-semibold">{annonce.prix != null ? `${annonce.prix} €` : "Gratuit"}</span>
    </CardFooter>
    <p className="px-6 pb-4 text-xs text-muted-foreground">
      {formatDistanceToNow(parseISO(annonce.created_at), { addSuffix: true, locale: fr })}
    </p>
  </Card>
);
