import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { euros } from "@/hooks/use-budget";

const COLORS = ["#10b981", "#3b82f6", "#f59e0b", "#ef4444", "#8b5cf6", "#14b8a6"];

type Slice = { category: string; amount: number };

export const CategoryPie = ({ data }: { data: Slice[] }) => (
  <ResponsiveContainer width="100%" height={280}>
    <PieChart>
      <Pie data={data} dataKey="amount" nameKey="category" innerRadius={60} outerRadius={100} paddingAngle={2}>
        {data.map((entry, index) => <Cell key={entry.category} fill={COLORS[index % COLORS.length]} />)}
      </Pie>
      <Tooltip formatter={(value) => euros(Number(value))} />
      <Legend />
    </PieChart>
  </ResponsiveContainer>
);

export const IncomeBars = ({ income, total }: { income: number; total: number }) => (
  <ResponsiveContainer width="100%" height={280}>
    <BarChart data={[{ name: "Septembre", revenus: income, dépenses: Math.round(total) }]}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" />
      <YAxis />
      <Tooltip formatter={(value) => euros(Number(value))} />
      <Legend />
      <Bar dataKey="revenus" fill="#10b981" radius={[6, 6, 0, 0]} />
      <Bar dataKey="dépenses" fill="#ef4444" radius={[6, 6, 0, 0]} />
    </BarChart>
  </ResponsiveContainer>
);
