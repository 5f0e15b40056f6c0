import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { monthlySales } from '@/data/sales'
import { euros } from '@/lib/format'

export default function RevenueChart() {
  return (
    <div className="card lg:col-span-2">
      <h2 className="mb-4 font-semibold text-ink">Chiffre d’affaires mensuel</h2>
      <div className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={monthlySales} margin={{ top: 5, right: 10, left: 0, bottom: 0 }}>
            <defs>
              <linearGradient id="ca" x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor="#0f766e" stopOpacity={0.35} />
                <stop offset="95%" stopColor="#0f766e" stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
            <XAxis dataKey="month" tickLine={false} axisLine={false} fontSize={12} />
            <YAxis tickFormatter={(v: number) => `${v / 1000} k€`} tickLine={false} axisLine={false} fontSize={12} width={50} />
            <Tooltip formatter={(v: number) => euros(v)} />
            <Area type="monotone" dataKey="revenue" name="CA" stroke="#0f766e" strokeWidth={2} fill="url(#ca)" />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </div>
  )
}
