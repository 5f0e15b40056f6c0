import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router-dom";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useToast } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";
import { FORMULAS, inscriptionSchema, type InscriptionValues } from "@/lib/inscription-schema";
import { StepIndicator } from "./StepIndicator";

const STEP_FIELDS: (keyof InscriptionValues)[][] = [
  ["firstName", "lastName", "email", "birthDate"],
  ["level", "formula", "newsletter"],
  ["certificate", "rules"],
];

export function InscriptionForm() {
  const [step, setStep] = useState(0);
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useForm<InscriptionValues>({
    resolver: zodResolver(inscriptionSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      birthDate: "",
      formula: "loisir",
      newsletter: true,
      certificate: false,
      rules: false,
    },
  });

  const next = async () => {
    const valid = await form.trigger(STEP_FIELDS[step]);
    if (valid) setStep((s) => s + 1);
  };

  const onSubmit = (values: InscriptionValues) => {
    sessionStorage.setItem("inscription", JSON.stringify(values));
    toast({ title: "Inscription envoyée", description: `Merci ${values.firstName}, à bientôt sur les courts !` });
    navigate("/merci");
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
        <StepIndicator current={step} />

        {step === 0 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField control={form.control} name="firstName" render={({ field }) => (
              <FormItem>
                <FormLabel>Prénom</FormLabel>
                <FormControl><Input placeholder="Camille" {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="lastName" render={({ field }) => (
              <FormItem>
                <FormLabel>Nom</FormLabel>
                <FormControl><Input placeholder="Durand" {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="email" render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>E-mail</FormLabel>
                <FormControl><Input type="email" placeholder="camille@exemple.fr" {...field} /></FormControl>
                <FormDescription>Nous y enverrons votre carte de membre.</FormDescription>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="birthDate" render={({ field }) => (
              <FormItem>
                <FormLabel>Date de naissance</FormLabel>
                <FormControl><Input type="date" {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
          </div>
        )}

        {step === 1 && (
          <div className="space-y-6">
            <FormField control={form.control} name="level" render={({ field }) => (
              <FormItem>
                <FormLabel>Niveau</FormLabel>
                <Select onValueChange={field.onChange} defaultValue={field.value}>
                  <FormControl>
                    <SelectTrigger><SelectValue placeholder="Sélectionnez votre niveau" /></SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    <SelectItem value="debutant">Débutant</SelectItem>
                    <SelectItem value="intermediaire">Intermédiaire</SelectItem>
                    <SelectItem value="confirme">Confirmé</SelectItem>
                    <SelectItem value="competition">Compétition (classé)</SelectItem>
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="formula" render={({ field }) => (
              <FormItem>
                <FormLabel>Formule</FormLabel>
                <div className="grid gap-3 sm:grid-cols-3">
                  {(Object.keys(FORMULAS) as (keyof typeof FORMULAS)[]).map((key) => (
                    <button
                      type="button"
                      key={key}
                      onClick={() => field.onChange(key)}
                      className={cn(
                        "rounded-lg border-2 p-4 text-left transition-colors",
                        field.value === key ? "border-primary bg-primary/5" : "hover:border-muted-foreground/40"
                      )}
                    >
                      <p className="font-semibold">{FORMULAS[key].label}</p>
                      <p className="text-sm text-muted-foreground">{FORMULAS[key].description}</p>
                      <p className="mt-2 text-lg font-bold">{FORMULAS[key].price} €</p>
                    </button>
                  ))}
                </div>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="newsletter" render={({ field }) => (
              <FormItem className="flex items-center justify-between rounded-lg border p-4">
                <div>
                  <FormLabel>Lettre du club</FormLabel>
                  <FormDescription>Tournois, stages et vie du club, une fois par mois.</FormDescription>
                </div>
                <FormControl><Switch checked={field.value} onCheckedChange={field.onChange} /></FormControl>
              </FormItem>
            )} />
          </div>
        )}

        {step === 2 && (
          <div className="space-y-4">
            <FormField control={form.control} name="certificate" render={({ field }) => (
              <FormItem className="flex items-start gap-3 space-y-0 rounded-lg border p-4">
                <FormControl><Checkbox checked={field.value} onCheckedChange={field.onChange} /></FormControl>
                <div className="space-y-1">
                  <FormLabel>Je fournirai un certificat médical de moins d'un an</FormLabel>
                  <FormMessage />
                </div>
              </FormItem>
            )} />
            <FormField control={form.control} name="rules" render={({ field }) => (
              <FormItem className="flex items-start gap-3 space-y-0 rounded-lg border p-4">
                <FormControl><Checkbox checked={field.value} onCheckedChange={field.onChange} /></FormControl>
                <div className="space-y-1">
                  <FormLabel>J'accepte le règlement intérieur du club</FormLabel>
                  <FormMessage />
                </div>
              </FormItem>
            )} />
          </div>
        )}

        <div className="flex justify-between">
          <Button type="button" variant="outline" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            <ArrowLeft /> Précédent
          </Button>
          {step < 2 ? (
            <Button type="button" onClick={next}>Continuer <ArrowRight /></Button>
          ) : (
            <Button type="submit">Valider mon inscription</Button>
          )}
        </div>
      </form>
    </Form>
  );
}
