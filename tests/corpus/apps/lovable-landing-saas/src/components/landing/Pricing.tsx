import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const plans = [
  { name: "Solo", price: 19, description: "Pour l'artisan seul", features: ["1 utilisateur", "Rappels SMS (100/mois)", "Application mobile"] },
  { name: "Équipe", price: 49, description: "Jusqu'à 10 techniciens", features: ["10 utilisateurs", "Rappels SMS (1 000/mois)", "Tournées optimisées", "Suivi en temps réel"], popular: true },
  { name: "Entreprise", price: 129, description: "Pour les grandes équipes", features: ["Utilisateurs illimités", "SMS illimités", "API et intégrations", "Support dédié"] },
];

export const Pricing = () => (
  <section id="tarifs" className="bg-muted/50 py-24">
    <div className="container">
      <h2 className="text-center text-3xl font-bold">Des tarifs simples</h2>
      <p className="mt-2 text-center text-muted-foreground">Sans engagement, résiliable à tout moment.</p>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <Card key={plan.name} className={cn("flex flex-col", plan.popular && "border-primary shadow-lg")}>
            <CardHeader>
              <CardTitle>{plan.name}</CardTitle>
              <CardDescription>{plan.description}</CardDescription>
              <p className="pt-4 text-4xl font-bold">
                {plan.price} €<span className="text-base font-normal text-muted-foreground"> /mois</span>
              </p>
            </CardHeader>
            <CardContent className="flex-1 space-y-2">
              {plan.features.map((f) => (
                <p key={f} className="flex items-center gap-2 text-sm"><Check className="h-4 w-4 text-primary" />{f}</p>
              ))}
            </CardContent>
            <CardFooter>
              <Button className="w-full" variant={plan.popular ? "default" : "outline"}>Choisir {plan.name}</Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  </section>
);
