"use client"

import { useMemo, useState } from "react"
import { MoreHorizontal, Search } from "lucide-react"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu"
import { Input } from "~/components/ui/input"

type Role = "Admin" | "Éditeur" | "Lecteur"
type Status = "actif" | "invité" | "suspendu"

interface User {
  id: number
  name: string
  email: string
  role: Role
  status: Status
  lastSeen: string
}

const initialUsers: User[] = [
  { id: 1, name: "Claire Fontaine", email: "claire@atelier.io", role: "Admin", status: "actif", lastSeen: "il y a 2 min" },
  { id: 2, name: "Yanis Mercier", email: "yanis@atelier.io", role: "Éditeur", status: "actif", lastSeen: "il y a 1 h" },
  { id: 3, name: "Lina Bouchard", email: "lina@atelier.io", role: "Lecteur", status: "invité", lastSeen: "jamais" },
  { id: 4, name: "Paul Renaud", email: "paul@atelier.io", role: "Éditeur", status: "suspendu", lastSeen: "il y a 3 sem." },
  { id: 5, name: "Sarah Cohen", email: "sarah@atelier.io", role: "Lecteur", status: "actif", lastSeen: "hier" },
]

const statusVariant: Record<Status, "default" | "secondary" | "destructive"> = {
  actif: "default",
  invité: "secondary",
  suspendu: "destructive",
}

export function UsersTable() {
  const [users, setUsers] = useState(initialUsers)
  const [query, setQuery] = useState("")

  const filtered = useMemo(
    () => users.filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(query.toLowerCase())),
    [users, query]
  )

  const setStatus = (id: number, status: Status) =>
    setUsers((list) => list.map((u) => (u.id === id ? { ...u, status } : u)))

  return (
    <div className="rounded-xl border bg-card">
      <div className="flex items-center justify-between gap-4 border-b p-4">
        <h2 className="font-semibold">Utilisateurs</h2>
        <div className="relative w-72">
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
          <Input placeholder="Rechercher…" className="pl-8" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
      </div>
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr className="border-b">
            <th className="px-4 py-3 font-medium">Nom</th>
            <th className="px-4 py-3 font-medium">Rôle</th>
            <th className="px-4 py-3 font-medium">Statut</th>
            <th className="px-4 py-3 font-medium">Dernière visite</th>
            <th className="px-4 py-3" />
          </tr>
        </thead>
        <tbody>
          {filtered.map((user) => (
            <tr key={user.id} className="border-b last:border-0 hover:bg-muted/50">
              <td className="px-4 py-3">
                <div className="font-medium">{user.name}</div>
                <div className="text-xs text-muted-foreground">{user.email}</div>
              </td>
              <td className="px-4 py-3">{user.role}</td>
              <td className="px-4 py-3">
                <Badge variant={statusVariant[user.status]}>{user.status}</Badge>
              </td>
              <td className="px-4 py-3 text-muted-foreground">{user.lastSeen}</td>
              <td className="px-4 py-3 text-right">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label="Actions">
                      <MoreHorizontal />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuLabel>Actions</DropdownMenuLabel>
                    <DropdownMenuItem onClick={() => navigator.clipboard?.writeText(user.email)}>Copier l'e-mail</DropdownMenuItem>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem onClick={() => setStatus(user.id, "actif")}>Activer</DropdownMenuItem>
                    <DropdownMenuItem onClick={() => setStatus(user.id, "suspendu")}>Suspendre</DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
