import { Trash2 } from "lucide-react";
import { MadeWithDyad } from "@/components/made-with-dyad";
import { CategoryPie, IncomeBars } from "@/components/budget/Charts";
import { ExpenseForm } from "@/components/budget/ExpenseForm";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { euros, useBudget } from "@/hooks/use-budget";
import { cn } from "@/lib/utils";

const Index = () => {
  const { expenses, income, setIncome, add, remove, total, byCategory } = useBudget();
  const balance = income - total;

  return (
    <div className="min-h-screen bg-muted/30">
      <div className="container max-w-5xl space-y-6 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold">Budget du foyer</h1>
            <p className="text-muted-foreground">Septembre 2024</p>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="income">Revenus du mois</Label>
            <Input id="income" type="number" className="w-40" value={income} onChange={(e) => setIncome(Number(e.target.value))} />
          </div>
        </div>

        <div className="grid gap-4 sm:grid-cols-3">
          <Card><CardHeader className="pb-2"><CardDescription>Revenus</CardDescription><CardTitle>{euros(income)}</CardTitle></CardHeader></Card>
          <Card><CardHeader className="pb-2"><CardDescription>Dépenses</CardDescription><CardTitle>{euros(total)}</CardTitle></CardHeader></Card>
          <Card>
            <CardHeader className="pb-2">
              <CardDescription>Reste à vivre</CardDescription>
              <CardTitle className={cn(balance >= 0 ? "text-primary" : "text-destructive")}>{euros(balance)}</CardTitle>
            </CardHeader>
          </Card>
        </div>

        <Tabs defaultValue="graphes">
          <TabsList>
            <TabsTrigger value="graphes">Graphiques</TabsTrigger>
            <TabsTrigger value="depenses">Dépenses ({expenses.length})</TabsTrigger>
          </TabsList>
          <TabsContent value="graphes" className="grid gap-4 md:grid-cols-2">
            <Card>
              <CardHeader><CardTitle className="text-lg">Répartition par catégorie</CardTitle></CardHeader>
              <CardContent><CategoryPie data={byCategory} /></CardContent>
            </Card>
            <Card>
              <CardHeader><CardTitle className="text-lg">Revenus et dépenses</CardTitle></CardHeader>
              <CardContent><IncomeBars income={income} total={total} /></CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="depenses">
            <Card>
              <CardContent className="divide-y p-0">
                {expenses.map((e) => (
                  <div key={e.id} className="flex items-center justify-between px-6 py-3">
                    <div>
                      <p className="font-medium">{e.label}</p>
                      <p className="text-sm text-muted-foreground">{e.category} · {new Date(e.date).toLocaleDateString("fr-FR")}</p>
                    </div>
                    <div className="flex items-center gap-2">
                      <span className="font-semibold">{euros(e.amount)}</span>
                      <Button variant="ghost" size="icon" onClick={() => remove(e.id)} aria-label="Supprimer"><Trash2 /></Button>
                    </div>
                  </div>
                ))}
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Nouvelle dépense</CardTitle>
          </CardHeader>
          <CardContent><ExpenseForm onAdd={add} /></CardContent>
        </Card>
      </div>
      <MadeWithDyad />
    </div>
  );
};

export default Index;
