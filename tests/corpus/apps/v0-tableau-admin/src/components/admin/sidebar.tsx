"use client"

import { BarChart3, CreditCard, LayoutDashboard, LifeBuoy, Package, Settings, Users } from "lucide-react"
import { cn } from "~/lib/utils"

const items = [
  { id: "overview", label: "Vue d'ensemble", icon: LayoutDashboard },
  { id: "users", label: "Utilisateurs", icon: Users },
  { id: "orders", label: "Commandes", icon: Package },
  { id: "billing", label: "Facturation", icon: CreditCard },
  { id: "reports", label: "Rapports", icon: BarChart3 },
  { id: "settings", label: "Paramètres", icon: Settings },
]

export function Sidebar({ active, onSelect }: { active: string; onSelect: (id: string) => void }) {
  return (
    <aside className="admin-sidebar hidden w-64 shrink-0 flex-col bg-sidebar text-sidebar-foreground md:flex">
      <div className="flex h-16 items-center gap-2 px-6 text-lg font-semibold">
        <div className="grid size-8 place-items-center rounded-lg bg-indigo-500 text-white">A</div>
        Atelier Admin
      </div>
      <nav className="flex-1 space-y-1 px-3">
        {items.map((item) => (
          <button
            key={item.id}
            onClick={() => onSelect(item.id)}
            className={cn(
              "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-sidebar-accent",
              active === item.id && "bg-sidebar-accent font-medium text-white"
            )}
          >
            <item.icon className="size-4" />
            {item.label}
          </button>
        ))}
      </nav>
      <div className="m-3 rounded-lg bg-sidebar-accent p-4 text-sm">
        <LifeBuoy className="mb-2 size-5" />
        <p className="font-medium">Besoin d'aide ?</p>
        <p className="text-xs opacity-70">Notre équipe répond sous 24 h.</p>
      </div>
    </aside>
  )
}
