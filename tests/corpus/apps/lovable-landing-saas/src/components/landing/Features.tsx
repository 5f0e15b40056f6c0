import { motion } from "framer-motion";
import { Bell, MapPin, Route, Smartphone, Users, Zap } from "lucide-react";

const features = [
  { icon: Route, title: "Tournées optimisées", text: "Les trajets sont calculés pour réduire les kilomètres et le carburant." },
  { icon: Bell, title: "Rappels automatiques", text: "Vos clients reçoivent un SMS la veille et une heure avant l'intervention." },
  { icon: Users, title: "Équipes et compétences", text: "Chaque intervention va au technicien qui a les bonnes qualifications." },
  { icon: Smartphone, title: "Application mobile", text: "Vos équipes consultent leur journée et signent les bons sur leur téléphone." },
  { icon: MapPin, title: "Suivi en temps réel", text: "Voyez où en sont vos équipes et prévenez les retards." },
  { icon: Zap, title: "Mise en place en 1 jour", text: "Importez vos clients depuis un tableur et commencez tout de suite." },
];

export const Features = () => (
  <section id="fonctionnalites" className="py-24">
    <div className="container">
      <h2 className="text-center text-3xl font-bold">Tout ce qu'il faut pour vos interventions</h2>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature, i) => (
          <motion.div
            key={feature.title}
            initial={{ opacity: 0, y: 16 }}
            whileInView={{ opacity: 1, y: 0 }}
            viewport={{ once: true }}
            transition={{ delay: i * 0.05 }}
            className="rounded-lg border bg-card p-6 transition-shadow hover:shadow-md"
          >
            <feature.icon className="mb-4 h-10 w-10 animate-float rounded-md bg-primary/10 p-2 text-primary" />
            <h3 className="font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
          </motion.div>
        ))}
      </div>
    </div>
  </section>
);
