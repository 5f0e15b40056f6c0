import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { euro, getCategorySales } from "@/data/sales";

export function CategoryChart() {
  const { data = [] } = useQuery({ queryKey: ["sales", "categories"], queryFn: getCategorySales });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ventes par catégorie</CardTitle>
      </CardHeader>
      <CardContent className="h-[300px]">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 24 }}>
            <XAxis type="number" hide />
            <YAxis type="category" dataKey="category" tickLine={false} axisLine={false} fontSize={12} />
            <Tooltip formatter={(value: number) => euro.format(value)} />
            <Bar dataKey="revenue" name="Ventes" fill="hsl(var(--primary))" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
