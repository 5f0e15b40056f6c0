import { useTheme } from "next-themes";
import { Euro, Moon, ShoppingCart, Sun, Users } from "lucide-react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CategoryChart } from "@/components/dashboard/CategoryChart";
import { RecentOrders } from "@/components/dashboard/RecentOrders";
import { RevenueChart } from "@/components/dashboard/RevenueChart";
import { StatCard } from "@/components/dashboard/StatCard";

const Index = () => {
  const { theme, setTheme } = useTheme();

  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-10 border-b bg-background/80 backdrop-blur">
        <div className="container flex h-16 items-center justify-between">
          <div className="flex items-center gap-2">
            <div className="flex h-8 w-8 items-center justify-center rounded-md bg-primary font-bold text-primary-foreground">M</div>
            <span className="text-lg font-semibold">Maison Ocre — Tableau des ventes</span>
          </div>
          <div className="flex items-center gap-2">
            <Sun className="h-4 w-4" />
            <Switch id="theme" checked={theme === "dark"} onCheckedChange={(dark) => setTheme(dark ? "dark" : "light")} />
            <Moon className="h-4 w-4" />
            <Label htmlFor="theme" className="sr-only">Mode sombre</Label>
          </div>
        </div>
      </header>
      <main className="container space-y-6 py-8">
        <div className="grid gap-4 md:grid-cols-3">
          <StatCard title="Chiffre d'affaires (sept.)" value="26 900 €" change={35.9} icon={Euro} />
          <StatCard title="Commandes" value="298" change={29.0} icon={ShoppingCart} />
          <StatCard title="Nouveaux clients" value="64" change={-4.5} icon={Users} />
        </div>
        <Tabs defaultValue="apercu">
          <TabsList>
            <TabsTrigger value="apercu">Aperçu</TabsTrigger>
            <TabsTrigger value="commandes">Commandes</TabsTrigger>
          </TabsList>
          <TabsContent value="apercu" className="grid gap-4 lg:grid-cols-2">
            <RevenueChart />
            <CategoryChart />
          </TabsContent>
          <TabsContent value="commandes">
            <RecentOrders />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
};

export default Index;
