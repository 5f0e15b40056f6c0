import { useQuery } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { fr } from "date-fns/locale";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getRecentOrders } from "@/data/sales";

const money = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

export function RecentOrders() {
  const { data = [], isLoading } = useQuery({ queryKey: ["orders", "recent"], queryFn: getRecentOrders });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dernières commandes</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="text-sm text-muted-foreground">Chargement…</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="pb-2 font-medium">Commande</th>
                <th className="pb-2 font-medium">Client</th>
                <th className="pb-2 font-medium">Date</th>
                <th className="pb-2 font-medium">Statut</th>
                <th className="pb-2 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {data.map((order) => (
                <tr key={order.id} className="border-b last:border-0">
                  <td className="py-3 font-medium">{order.id}</td>
                  <td className="py-3">{order.customer}</td>
                  <td className="py-3">{format(parseISO(order.date), "d MMM", { locale: fr })}</td>
                  <td className="py-3">
                    <Badge variant={order.status === "payée" ? "default" : order.status === "en attente" ? "secondary" : "destructive"}>
                      {order.status}
                    </Badge>
                  </td>
                  <td className="py-3 text-right">{money.format(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
