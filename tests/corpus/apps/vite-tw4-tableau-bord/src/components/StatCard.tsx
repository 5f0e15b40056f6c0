import type { IconType } from 'react-icons'
import { FaArrowDown, FaArrowUp } from 'react-icons/fa'
import { percent } from '@/lib/format'

interface Props {
  label: string
  value: string
  change: number
  icon: IconType
}

export default function StatCard({ label, value, change, icon: Icon }: Props) {
  const up = change >= 0
  return (
    <div className="card flex items-start justify-between">
      <div>
        <p className="text-sm text-gray-500">{label}</p>
        <p className="mt-1 text-2xl font-semibold text-ink">{value}</p>
        <p className={`mt-2 flex items-center gap-1 text-xs font-medium ${up ? 'text-emerald-600' : 'text-red-600'}`}>
          {up ? <FaArrowUp /> : <FaArrowDown />} {percent(change)} vs mois dernier
        </p>
      </div>
      <span className="rounded-xl bg-brand-soft p-3 text-brand">
        <Icon className="size-5" />
      </span>
    </div>
  )
}
