import { motion } from "framer-motion";
import { ArrowRight, CalendarDays } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useToast } from "@/hooks/use-toast";

export const Hero = () => {
  const { toast } = useToast();

  return (
    <section id="hero" className="relative overflow-hidden bg-hero-glow pb-20 pt-32">
      <div className="container text-center">
        <motion.div initial={{ opacity: 0, y: 20 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.6 }}>
          <Badge variant="secondary" className="mb-6">Nouveau : synchronisation avec votre agenda</Badge>
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight md:text-6xl">
            Planifiez vos tournées <span className="text-primary">sans prise de tête</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            Planifio répartit les interventions de vos techniciens, prévient vos clients par SMS et calcule les trajets les plus courts.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <Button
              size="lg"
              onClick={() => toast({ title: "Bienvenue !", description: "Votre essai de 14 jours commence maintenant." })}
            >
              Essayer gratuitement <ArrowRight />
            </Button>
            <Button size="lg" variant="outline">Voir une démo</Button>
          </div>
        </motion.div>
        <motion.div
          initial={{ opacity: 0, scale: 0.95 }}
          animate={{ opacity: 1, scale: 1 }}
          transition={{ delay: 0.3, duration: 0.6 }}
          className="mx-auto mt-16 max-w-4xl rounded-xl border bg-card p-6 shadow-2xl"
        >
          <div className="grid grid-cols-5 gap-3 text-left text-xs">
            {["Lun", "Mar", "Mer", "Jeu", "Ven"].map((day, i) => (
              <div key={day} className="space-y-2">
                <p className="font-semibold text-muted-foreground">{day}</p>
                {Array.from({ length: (i % 3) + 2 }).map((_, j) => (
                  <div key={j} className="flex items-center gap-1 rounded-md bg-primary/10 p-2 text-primary">
                    <CalendarDays className="h-3 w-3" /> {8 + j * 2}h00
                  </div>
                ))}
              </div>
            ))}
          </div>
        </motion.div>
      </div>
    </section>
  );
};
