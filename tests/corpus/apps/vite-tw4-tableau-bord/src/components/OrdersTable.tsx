import { useState } from 'react'
import { latestOrders } from '@/data/sales'
import { euros } from '@/lib/format'

const badge: Record<string, string> = {
  payée: 'bg-blue-50 text-blue-700',
  expédiée: 'bg-amber-50 text-amber-700',
  livrée: 'bg-emerald-50 text-emerald-700',
  remboursée: 'bg-gray-100 text-gray-600',
}

export default function OrdersTable() {
  const [status, setStatus] = useState<string>('toutes')
  const rows = latestOrders.filter((o) => status === 'toutes' || o.status === status)

  return (
    <div className="card lg:col-span-3">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="font-semibold text-ink">Dernières commandes</h2>
        <select value={status} onChange={(e) => setStatus(e.target.value)} className="rounded-lg border border-gray-200 px-2 py-1 text-sm">
          <option value="toutes">Toutes</option>
          {Object.keys(badge).map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="text-gray-500">
          <tr>
            <th className="pb-2 font-medium">Commande</th>
            <th className="pb-2 font-medium">Client</th>
            <th className="pb-2 font-medium">Statut</th>
            <th className="pb-2 text-right font-medium">Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((o) => (
            <tr key={o.id}>
              <td className="py-2.5 font-mono text-xs">{o.id}</td>
              <td className="py-2.5">{o.customer}</td>
              <td className="py-2.5">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge[o.status]}`}>{o.status}</span>
              </td>
              <td className="py-2.5 text-right">{euros(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
