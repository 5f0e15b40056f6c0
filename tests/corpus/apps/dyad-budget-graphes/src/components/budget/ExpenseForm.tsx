import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CATEGORIES, type Expense } from "@/hooks/use-budget";
import { showSuccess } from "@/utils/toast";

const schema = z.object({
  label: z.string().min(2, "Libellé trop court"),
  amount: z.coerce.number().positive("Le montant doit être positif"),
  category: z.enum(CATEGORIES),
  date: z.string().min(1, "Date requise"),
});

type Values = z.infer<typeof schema>;

export const ExpenseForm = ({ onAdd }: { onAdd: (e: Omit<Expense, "id">) => void }) => {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { label: "", amount: 0, category: "Courses", date: new Date().toISOString().slice(0, 10) },
  });

  const submit = (values: Values) => {
    onAdd(values);
    showSuccess(`Dépense « ${values.label} » ajoutée`);
    form.reset({ ...values, label: "", amount: 0 });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="label" render={({ field }) => (
          <FormItem>
            <FormLabel>Libellé</FormLabel>
            <FormControl><Input placeholder="Boulangerie" {...field} /></FormControl>
            <FormMessage />
          </FormItem>
        )} />
        <FormField control={form.control} name="amount" render={({ field }) => (
          <FormItem>
            <FormLabel>Montant (€)</FormLabel>
            <FormControl><Input type="number" step="0.01" {...field} /></FormControl>
            <FormMessage />
          </FormItem>
        )} />
        <FormField control={form.control} name="category" render={({ field }) => (
          <FormItem>
            <FormLabel>Catégorie</FormLabel>
            <Select onValueChange={field.onChange} value={field.value}>
              <FormControl><SelectTrigger><SelectValue /></SelectTrigger></FormControl>
              <SelectContent>
                {CATEGORIES.map((c) => <SelectItem key={c} value={c}>{c}</SelectItem>)}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )} />
        <FormField control={form.control} name="date" render={({ field }) => (
          <FormItem>
            <FormLabel>Date</FormLabel>
            <FormControl><Input type="date" {...field} /></FormControl>
            <FormMessage />
          </FormItem>
        )} />
        <Button type="submit" className="add-expense sm:col-span-2">Ajouter la dépense</Button>
      </form>
    </Form>
  );
};
