import { Link } from "react-router-dom";
import { PartyPopper } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FORMULAS, type InscriptionValues } from "@/lib/inscription-schema";

const Merci = () => {
  const saved = sessionStorage.getItem("inscription");
  const values = saved ? (JSON.parse(saved) as InscriptionValues) : null;

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center">
      <PartyPopper className="h-12 w-12 text-primary" />
      <h1 className="text-3xl font-bold">Bienvenue au club{values ? `, ${values.firstName}` : ""} !</h1>
      {values && (
        <p className="text-muted-foreground">
          Formule {FORMULAS[values.formula].label} — {FORMULAS[values.formula].price} € pour la saison.
        </p>
      )}
      <Button asChild variant="outline"><Link to="/">Nouvelle inscription</Link></Button>
    </div>
  );
};

export default Merci;
