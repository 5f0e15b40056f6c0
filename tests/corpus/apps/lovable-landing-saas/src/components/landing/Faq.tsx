import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

const questions = [
  { q: "Puis-je essayer Planifio gratuitement ?", a: "Oui, l'essai dure 14 jours, sans carte bancaire." },
  { q: "Mes données sont-elles hébergées en France ?", a: "Toutes les données sont hébergées chez un hébergeur français certifié." },
  { q: "Puis-je importer mes clients ?", a: "Vous pouvez importer un fichier CSV ou Excel en quelques clics." },
];

export const Faq = () => (
  <section id="faq" className="py-24">
    <div className="container max-w-2xl">
      <h2 className="mb-8 text-center text-3xl font-bold">Questions fréquentes</h2>
      <Accordion type="single" collapsible defaultValue="item-0">
        {questions.map((item, i) => (
          <AccordionItem key={item.q} value={`item-${i}`}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  </section>
);
