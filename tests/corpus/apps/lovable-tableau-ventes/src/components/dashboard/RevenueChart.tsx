import { useQuery } from "@tanstack/react-query";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { euro, getMonthlySales } from "@/data/sales";

export function RevenueChart() {
  const { data = [] } = useQuery({ queryKey: ["sales", "monthly"], queryFn: getMonthlySales });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Chiffre d'affaires mensuel</CardTitle>
        <CardDescription>De janvier à septembre</CardDescription>
      </CardHeader>
      <CardContent className="h-[300px]">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ left: 8, right: 8 }}>
            <defs>
              <linearGradient id="revenue" x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor="hsl(var(--primary))" stopOpacity={0.35} />
                <stop offset="95%" stopColor="hsl(var(--primary))" stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
            <XAxis dataKey="month" tickLine={false} axisLine={false} fontSize={12} />
            <YAxis tickLine={false} axisLine={false} fontSize={12} tickFormatter={(v) => `${v / 1000} k€`} />
            <Tooltip formatter={(value: number) => euro.format(value)} />
            <Area type="monotone" dataKey="revenue" name="Chiffre d'affaires" stroke="hsl(var(--primary))" fill="url(#revenue)" strokeWidth={2} />
          </AreaChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
