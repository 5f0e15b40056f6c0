import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { categories } from '@/data/sales'

export default function CategoryChart() {
  return (
    <div className="card">
      <h2 className="mb-4 font-semibold text-ink">Ventes par catégorie</h2>
      <div className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={categories} layout="vertical" margin={{ left: 10 }}>
            <XAxis type="number" hide />
            <YAxis type="category" dataKey="name" tickLine={false} axisLine={false} fontSize={12} width={90} />
            <Tooltip formatter={(v: number) => `${v} %`} />
            <Bar dataKey="value" fill="#14b8a6" radius={[0, 6, 6, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  )
}
