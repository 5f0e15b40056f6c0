import { useForm, Controller } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Link, useNavigate } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCreateAnnonce } from "@/hooks/use-annonces";

const schema = z.object({
  titre: z.string().min(4, "Un titre de 4 caractères au moins"),
  description: z.string().min(10, "Décrivez un peu plus l'objet"),
  categorie: z.enum(["don", "vente", "echange"]),
  prix: z.coerce.number().min(0).optional(),
  quartier: z.string().min(2, "Indiquez votre quartier"),
});

type Values = z.infer<typeof schema>;

const Publier = () => {
  const navigate = useNavigate();
  const create = useCreateAnnonce();
  const { register, control, handleSubmit, watch, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { titre: "", description: "", categorie: "don", quartier: "" },
  });

  const onSubmit = (values: Values) =>
    create.mutate(
      { ...values, prix: values.categorie === "vente" ? values.prix ?? 0 : null },
      {
        onSuccess: () => {
          toast.success("Annonce publiée");
          navigate("/");
        },
        onError: (e) => toast.error(`Échec de la publication : ${(e as Error).message}`),
      }
    );

  return (
    <div className="container max-w-xl py-8">
      <Button variant="ghost" asChild className="mb-4"><Link to="/"><ArrowLeft /> Retour</Link></Button>
      <Card>
        <CardHeader><CardTitle>Publier une annonce</CardTitle></CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit(onSubmit)} className="space-y-4">
            <div className="grid gap-2">
              <Label htmlFor="titre">Titre</Label>
              <Input id="titre" {...register("titre")} />
              {errors.titre && <p className="text-sm text-destructive">{errors.titre.message}</p>}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="description">Description</Label>
              <textarea id="description" rows={4} className="rounded-md border border-input bg-background px-3 py-2 text-sm" {...register("description")} />
              {errors.description && <p className="text-sm text-destructive">{errors.description.message}</p>}
            </div>
            <div className="grid grid-cols-2 gap-4">
              <div className="grid gap-2">
                <Label>Type</Label>
                <Controller control={control} name="categorie" render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger><SelectValue /></SelectTrigger>
                    <SelectContent>
                      <SelectItem value="don">Don</SelectItem>
                      <SelectItem value="vente">Vente</SelectItem>
                      <SelectItem value="echange">Échange</SelectItem>
                    </SelectContent>
                  </Select>
                )} />
              </div>
              {watch("categorie") === "vente" && (
                <div className="grid gap-2">
                  <Label htmlFor="prix">Prix (€)</Label>
                  <Input id="prix" type="number" min={0} {...register("prix")} />
                </div>
              )}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="quartier">Quartier</Label>
              <Input id="quartier" {...register("quartier")} />
              {errors.quartier && <p className="text-sm text-destructive">{errors.quartier.message}</p>}
            </div>
            <Button type="submit" className="w-full" disabled={create.isPending}>Publier</Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
};

export default Publier;
